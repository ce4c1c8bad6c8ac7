package dev.lazygraph.app.page;

import static io.restassured.RestAssured.given;

import dev.lazygraph.app.MemoryStoreWithToken;
import io.quarkus.test.common.http.TestHTTPResource;
import io.restassured.specification.RequestSpecification;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the page's browser tests share: the app's server with a memory store and a required token
 * ({@link MemoryStoreWithToken}), a fresh headless Chromium for each test, and the API called with the token.
 */
abstract class PageInBrowser {
    static final String TOKEN = MemoryStoreWithToken.TOKEN;

    @TestHTTPResource("/")
    URL root;

    @TempDir
    Path temp;

    ChromeDriver browser;
    WebDriverWait wait;
    DrawnPicture picture;

    @BeforeEach
    void openBrowser() {
        browser = HeadlessChromium.start(temp.resolve("chromium-profile"));
        wait = new WebDriverWait(browser, Duration.ofSeconds(120));
        picture = new DrawnPicture(browser);
    }

    @AfterEach
    void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    RequestSpecification api() {
        return given().baseUri(root.toString()).header("Authorization", "Bearer " + TOKEN);
    }
}
