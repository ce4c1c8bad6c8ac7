package dev.lazygraph.app.page;

import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER_PAGE;
import static dev.lazygraph.documents.testing.BinaryDocuments.QUESTION;
import static dev.lazygraph.documents.testing.BinaryDocuments.REPORT;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.app.MemoryStoreProfile;
import dev.lazygraph.documents.testing.BinaryDocuments;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The query page uploads a PDF as it is, and its answer names the page the cited passage is on. */
@QuarkusTest
@TestProfile(MemoryStoreProfile.class)
class DocumentUploadBrowserTest {

    @TestHTTPResource("/")
    URL root;

    @TempDir
    Path temp;

    private ChromeDriver browser;
    private WebDriverWait wait;

    @BeforeEach
    void open() {
        browser = HeadlessChromium.start(temp.resolve("chromium-profile"));
        wait = new WebDriverWait(browser, Duration.ofSeconds(120));
    }

    @AfterEach
    void close() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void anUploadedPdfIsCitedByPage() throws IOException {
        String collection = "page-upload";
        browser.get(root + "?collection=" + collection);
        Path pdf = Files.write(temp.resolve("annual-review.pdf"), BinaryDocuments.pdf(REPORT));
        browser.findElement(By.id("upload-file")).sendKeys(pdf.toString());
        browser.findElement(By.id("upload")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("upload-status"),
                "annual-review.pdf added"));

        browser.get(root + "?collection=" + collection + "&q=" + URLEncoder.encode(QUESTION, StandardCharsets.UTF_8));
        List<WebElement> citations = wait.until(d -> {
            List<WebElement> buttons = d.findElements(By.cssSelector("#answer button.cite"));
            return buttons.isEmpty() ? null : buttons;
        });
        String first = citations.get(0).getAttribute("title");
        assertTrue(first.equals("annual-review.pdf, page " + ANSWER_PAGE + " (Driftline recall)"), first);
        citations.get(0).click();
        WebElement heading = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("source-heading")));
        assertTrue(heading.getText().contains("page " + ANSWER_PAGE), heading.getText());
    }
}
