package dev.lazygraph.app.page;

import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER_PAGE;
import static dev.lazygraph.documents.testing.BinaryDocuments.QUESTION;
import static dev.lazygraph.documents.testing.BinaryDocuments.REPORT;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.app.MemoryStoreWithToken;
import dev.lazygraph.documents.testing.BinaryDocuments;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The query page uploads a PDF as it is, and its answer names the page the cited passage is on (after the token
 * prompt: the app's test profile requires a token).
 */
@QuarkusTest
@TestProfile(MemoryStoreWithToken.class)
class DocumentUploadBrowserTest extends PageInBrowser {

    @Test
    void anUploadedPdfIsCitedByPage() throws IOException {
        String collection = "page-upload";
        browser.get(root + "?collection=" + collection);
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(TOKEN, Keys.ENTER);
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
