package dev.lazygraph.app.page;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/**
 * Debian's Chromium and chromedriver ({@code apt-get install -y chromium chromium-driver}), driven by Selenium.
 * Selenium is given both paths, so it never tries to download a browser or a driver (there is no network for
 * that here). Without them the browser tests are skipped with that message, except in CI ({@code CI} set),
 * where {@code .ci/run} installs them and their absence is a failure.
 */
final class HeadlessChromium {
    private static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome");
    private static final List<String> DRIVERS = List.of("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver");

    private HeadlessChromium() {
    }

    static ChromeDriver start(Path profile) {
        Optional<String> browser = firstExecutable(System.getenv("LAZYGRAPH_CHROMIUM"), BROWSERS);
        Optional<String> driver = firstExecutable(System.getenv("LAZYGRAPH_CHROMEDRIVER"), DRIVERS);
        if (browser.isEmpty() || driver.isEmpty()) {
            String message = "no headless browser: install Chromium and its driver with"
                    + " `apt-get install -y chromium chromium-driver` (or set LAZYGRAPH_CHROMIUM and"
                    + " LAZYGRAPH_CHROMEDRIVER)";
            if (System.getenv("CI") != null) {
                Assertions.fail(message + "; CI must have them (.ci/run installs them)");
            }
            Assumptions.abort(message);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(browser.get());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1440,900",
                "--user-data-dir=" + profile);
        // The browser's console, for the messages it logs on a Content-Security-Policy violation.
        options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of(driver.get()).toFile())
                .usingAnyFreePort()
                .build();
        ChromeDriver chrome = new ChromeDriver(service, options);
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        return chrome;
    }

    private static Optional<String> firstExecutable(String configured, List<String> candidates) {
        if (configured != null && !configured.isBlank()) {
            return Optional.of(configured).filter(HeadlessChromium::executable);
        }
        return candidates.stream().filter(HeadlessChromium::executable).findFirst();
    }

    private static boolean executable(String path) {
        return Files.isExecutable(Path.of(path));
    }

    /** What the browser's console said about the page's Content-Security-Policy since the last call. */
    static List<String> policyViolations(ChromeDriver chrome) {
        return chrome.manage().logs().get(LogType.BROWSER).getAll().stream().map(LogEntry::getMessage)
                .filter(message -> message.contains("Content Security Policy")).toList();
    }

    static Path saveScreenshot(byte[] png, String name) {
        Path target = Path.of("target", name);
        try {
            Files.createDirectories(target.getParent());
            return Files.write(target, png);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
