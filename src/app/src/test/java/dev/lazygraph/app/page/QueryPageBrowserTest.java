package dev.lazygraph.app.page;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.app.MemoryStoreWithToken;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * The query page in a real browser (headless Chromium) against the app's HTTP server with an API token, on
 * documents written here: the token prompt, uploading, asking, opening a citation (a later click wins over an
 * earlier one still loading), the community picture (compared with the API's graph for the same question), a
 * basic-route answer, a linked global question, a filtered question, sorting the documents, a problem shown as
 * its message, and deleting a document after a confirmation; all under the server's Content-Security-Policy,
 * which the page never violates.
 */
@QuarkusTest
@TestProfile(MemoryStoreWithToken.class)
class QueryPageBrowserTest extends PageInBrowser {

    private static final String LOOKUP = "Who built the Hadley Reflector?";
    private static final String THEMES = "What are the main themes across these documents?";
    private static final String FOUNDER = "Who founded the Blue Fern Orchard?";
    private static final String DELETED = "sky/observatory.md";

    private static final Map<String, String> SEEDED = Map.of(
            "farms/orchard.md", """
                    # Blue Fern Orchard
                    Marta Kowalski founded the Blue Fern Orchard in Hood River in 1994. The orchard grows Honeycrisp
                    apples and Bosc pears on forty acres above the Columbia River. Marta Kowalski sells the harvest
                    to the Hood River Cooperative, which ships the apples to grocers in Portland and Seattle.
                    """,
            "town/bakery.txt", """
                    The Copper Kettle Bakery opened in Astoria in 2003. Its founder, Daniel Reyes, bakes sourdough
                    bread with flour from the Palouse Mill in Pullman. The bakery buys Bosc pears from the Blue Fern
                    Orchard every autumn for its pear tarts.
                    """,
            "harbour/ferry.md", """
                    # The Osprey
                    The Osprey is a car ferry between Seattle and Bainbridge Island on Puget Sound. Captain Lena
                    Moberg has commanded the Osprey since 2011. The ferry carries two hundred cars and runs on
                    diesel-electric engines that the Washington State Ferries rebuilt in 2019.
                    """);
    private static final String UPLOADED = """
            # Larkspur Observatory
            The Larkspur Observatory sits on Mount Ashland at an altitude of 2,200 metres. Its main telescope, the
            Hadley Reflector, was built in 1978 by the optician Ruth Hadley. Students from Southern Oregon University
            use the Hadley Reflector to photograph comets and variable stars.
            """;

    private JsonPath askApi(String question, String route) {
        return api().contentType(ContentType.JSON)
                .body(Map.of("question", question, "route", route, "graph", true))
                .post("/query").then().statusCode(200).extract().jsonPath();
    }

    private String page(String query) {
        return root.toString().replaceAll("/$", "") + "/" + query;
    }

    @Test
    void asksCitesDrawsAndForgetsADeletedDocument() throws IOException {
        SEEDED.forEach((key, text) -> api().contentType(ContentType.JSON).body(Map.of("key", key, "text", text))
                .post("/documents").then().statusCode(201));

        // The API needs the token: the page asks for it once and keeps it for this tab's session only.
        browser.get(page(""));
        WebElement dialog = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-dialog")));
        dialog.findElement(By.id("token-input")).sendKeys(TOKEN, Keys.ENTER);
        waitForDocuments(3);
        assertEquals(TOKEN, browser.executeScript("return sessionStorage.getItem('lazygraph.token')"));
        assertEquals(0L, browser.executeScript("return localStorage.length"));

        // Upload a file through the documents view.
        Path file = Files.writeString(temp.resolve("observatory.md"), UPLOADED);
        browser.findElement(By.id("upload-file")).sendKeys(file.toString());
        browser.findElement(By.id("upload-key")).sendKeys(DELETED);
        browser.findElement(By.id("upload")).click();
        waitForDocuments(4);
        assertTrue(browser.findElement(By.id("upload-status")).getText().contains(DELETED + " added"));

        // Ask with the keyboard: a question, a route, Enter.
        WebElement question = browser.findElement(By.id("question"));
        question.sendKeys(LOOKUP);
        new Select(browser.findElement(By.id("route"))).selectByValue("local");
        question.sendKeys(Keys.ENTER);
        List<WebElement> citations = waitForAnswer();
        assertFalse(browser.findElement(By.id("answer")).getText().isBlank());
        assertFalse(citations.isEmpty(), "no citation in the answer");
        assertTrue(browser.getCurrentUrl().contains("q=" + URLEncoder.encode(LOOKUP, StandardCharsets.UTF_8)),
                browser.getCurrentUrl());
        assertFalse(browser.getCurrentUrl().contains(TOKEN), "the token leaked into the URL");

        // Open citation [1] (keyboard again): the chunk, the cited span highlighted, the document and revision.
        JsonPath expected = askApi(LOOKUP, "local");
        assertTrue(citations.size() >= 2, "fewer than two citations: " + citations.size());
        assertALaterCitationWins(citations.get(0), citations.get(1));
        Map<String, Object> first = expected.getMap("citations.find { it.number == 1 }");
        citations.get(0).sendKeys(Keys.ENTER);
        // Citation [2]'s source is still shown until [1]'s chunk arrives and replaces it (its mark then goes stale):
        // wait for the mark of [1]'s span, which fails the test by timing out if it never comes.
        WebElement mark = wait.until(d -> markOf(citedSpan(first)));
        assertEquals(citedSpan(first), mark.getText());
        assertTrue(mark.getText().contains("Hadley"), mark.getText());
        assertTrue(browser.findElement(By.id("source-heading")).getText().contains((String) first.get("documentKey")));
        assertTrue(browser.findElement(By.id("source-meta")).getText().contains((String) first.get("revision")));
        assertPictureMatches(expected);

        // A linked global question runs on opening, with the token from the session (no prompt this time).
        browser.get(page("?q=" + URLEncoder.encode(THEMES, StandardCharsets.UTF_8) + "&route=global"));
        waitForAnswer();
        JsonPath themes = askApi(THEMES, "global");
        assertPictureMatches(themes);
        assertTrue(listedConcepts().contains("hadley reflector"), listedConcepts());
        assertTrue(picture.statuses().containsValue("selected"), "no community summarized: " + picture.statuses());
        assertEquals(null, browser.executeScript("return window.lazygraph"), "the page keeps a global for tests");
        HeadlessChromium.saveScreenshot(browser.getScreenshotAs(OutputType.BYTES), "query-page.png");

        // The documents sorted by words, most first, as the API sorts them.
        new Select(browser.findElement(By.id("document-sort"))).selectByValue("-words");
        List<String> byWords = api().queryParam("sort", "-words").get("/documents").then().statusCode(200)
                .extract().jsonPath().getList("documents.key", String.class);
        wait.until(d -> shownKeys().equals(byWords));
        assertFalse(byWords.equals(api().get("/documents").then().extract().jsonPath().getList("documents.key")),
                "sorting by words changes nothing here: " + byWords);

        // Deleting asks first: declined, the document stays.
        browser.findElement(By.cssSelector("#document-rows tr[data-key='" + DELETED + "'] button")).click();
        wait.until(ExpectedConditions.alertIsPresent()).dismiss();
        waitForDocuments(4);
        assertTrue(shownKeys().contains(DELETED));

        // Delete the uploaded document: it leaves the list, the answer and the picture.
        browser.findElement(By.cssSelector("#document-rows tr[data-key='" + DELETED + "'] button")).click();
        wait.until(ExpectedConditions.alertIsPresent()).accept();
        waitForDocuments(3);
        wait.until(d -> !listedConcepts().contains("hadley reflector"));
        waitForAnswer();
        assertPictureMatches(askApi(THEMES, "global"));
        Set<String> cited = citedKeys();
        assertFalse(cited.contains(DELETED), "still cites the deleted document: " + cited);
        HeadlessChromium.saveScreenshot(browser.getScreenshotAs(OutputType.BYTES), "query-page-after-delete.png");

        browser.get(page("?q=" + URLEncoder.encode(LOOKUP, StandardCharsets.UTF_8) + "&route=local"));
        waitForAnswer();
        assertFalse(citedKeys().contains(DELETED), "still cites the deleted document: " + citedKeys());

        // The basic route looks for no communities: a short note where the picture was, and a way to ask again.
        browser.get(page("?q=" + URLEncoder.encode(FOUNDER, StandardCharsets.UTF_8) + "&route=basic"));
        waitForAnswer();
        assertFalse(browser.findElement(By.id("graph")).isDisplayed(), "an empty picture on the basic route");
        assertTrue(browser.findElement(By.id("graph-note")).getText().contains("basic route"));
        int panel = browser.findElement(By.id("graph-panel")).getSize().getHeight();
        assertTrue(panel < 200, "the basic route's note takes " + panel + " pixels");
        browser.findElement(By.id("ask-local")).click();
        wait.until(d -> d.getCurrentUrl().contains("route=local"));
        waitForAnswer();
        assertPictureMatches(askApi(FOUNDER, "local"));

        // The filter field restricts the question to the documents it selects, and the link keeps it.
        browser.get(page("?q=" + URLEncoder.encode(FOUNDER, StandardCharsets.UTF_8) + "&route=local&filter="
                + URLEncoder.encode("key^=town/", StandardCharsets.UTF_8)));
        waitForAnswer();
        assertEquals("key^=town/", browser.findElement(By.id("filter")).getAttribute("value"));
        assertEquals(Set.of("town/bakery.txt"), citedKeys());
        // A term of neither kind is refused with the reason, before anything is asked.
        WebElement filter = browser.findElement(By.id("filter"));
        filter.clear();
        filter.sendKeys("orchard", Keys.ENTER);
        wait.until(d -> d.findElement(By.id("error")).isDisplayed());
        assertTrue(browser.findElement(By.id("error")).getText().contains("'key^=PREFIX' or 'TAG=VALUE'"),
                browser.findElement(By.id("error")).getText());
        assertEquals(List.of(), HeadlessChromium.policyViolations(browser));
    }

    @Test
    void theServerSendsAContentSecurityPolicy() {
        String policy = given().baseUri(root.toString()).get("/").then().statusCode(200)
                .extract().header("Content-Security-Policy");
        assertTrue(policy != null && policy.contains("default-src 'self'") && policy.contains("script-src 'self'")
                && !policy.contains("unsafe"), "Content-Security-Policy: " + policy);
    }

    /** The source's visible cited mark when it shows {@code span}; null while another (or none) is shown. */
    private WebElement markOf(String span) {
        try {
            WebElement mark = browser.findElement(By.cssSelector("#source mark.cited"));
            return mark.isDisplayed() && span.equals(mark.getText()) ? mark : null;
        } catch (StaleElementReferenceException replaced) {
            return null;
        }
    }

    /**
     * Clicks {@code first} and, while its chunk is held back, {@code second}: when the first chunk arrives after
     * all, the source shown is still the second's. (The test holds the first /chunks response in the page.)
     */
    private void assertALaterCitationWins(WebElement first, WebElement second) {
        browser.executeScript("""
                const original = window.fetch;
                window.heldChunk = {arrived: false, original};
                window.fetch = (url, options) => {
                  if (!String(url).startsWith('/chunks/') || window.heldChunk.release) return original(url, options);
                  return new Promise((resolve) => {
                    window.heldChunk.release = () => original(url, {headers: options.headers}).then((response) => {
                      resolve(response);
                      setTimeout(() => { window.heldChunk.arrived = true; }, 200);
                    });
                  });
                };""");
        first.sendKeys(Keys.ENTER);
        second.sendKeys(Keys.ENTER);
        String secondHeading = "[" + second.getAttribute("data-citation") + "]";
        wait.until(d -> d.findElement(By.id("source-heading")).getText().startsWith(secondHeading));
        browser.executeScript("window.heldChunk.release()");
        wait.until(d -> Boolean.TRUE.equals(((ChromeDriver) d).executeScript("return window.heldChunk.arrived")));
        assertTrue(browser.findElement(By.id("source-heading")).getText().startsWith(secondHeading),
                browser.findElement(By.id("source-heading")).getText());
        assertEquals("true", second.getAttribute("aria-current"));
        assertEquals(null, first.getAttribute("aria-current"));
        browser.executeScript("window.fetch = window.heldChunk.original");
    }


    @Test
    void aRefusedRequestShowsTheProblemsMessage() {
        // A collection of its own (the page passes ?collection= on to every call): the other test's documents
        // live in the default one of the same server.
        api().contentType(ContentType.JSON)
                .body(Map.of("collection", "problems", "key", "a.md", "text", SEEDED.get("farms/orchard.md")))
                .post("/documents").then().statusCode(201);
        browser.get(page("?collection=problems"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(TOKEN, Keys.ENTER);
        waitForDocuments(1);

        // The question box stops at 2,000 characters, a link does not: the server's problem is shown as sent.
        browser.get(page("?collection=problems&q=" + "a".repeat(2_001)));
        WebElement error = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertEquals("Invalid request: question is 2001 characters long; the limit is 2000", error.getText());
        assertFalse(browser.findElement(By.id("progress")).isDisplayed());
    }

    private void waitForDocuments(int count) {
        wait.until(d -> d.findElements(By.cssSelector("#document-rows tr[data-key]")).size() == count);
    }

    /** Waits until a query has finished and its answer is shown; returns the answer's citation buttons. */
    private List<WebElement> waitForAnswer() {
        wait.until(d -> d.findElement(By.id("progress")).getAttribute("hidden") != null
                && !d.findElements(By.cssSelector("#answer p, #answer li")).isEmpty()
                && d.findElement(By.id("graph")).getAttribute("data-communities") != null);
        return browser.findElements(By.cssSelector("#answer button.cite"));
    }

    /** The span {@code [start, end)} of the cited chunk, as the API returns it. */
    private String citedSpan(Map<String, Object> citation) {
        String chunkId = URLEncoder.encode((String) citation.get("chunkId"), StandardCharsets.UTF_8).replace("+", "%20");
        JsonPath chunk = api().urlEncodingEnabled(false).get("/chunks/" + chunkId).then().statusCode(200)
                .extract().jsonPath();
        int offset = chunk.getInt("start");
        return chunk.getString("text").substring((int) citation.get("start") - offset, (int) citation.get("end") - offset);
    }

    /**
     * The page lists the API's communities for the same question with their outcomes, draws the summarized ones
     * open (with their concepts), none open that the answer did not use, and shows labels that do not overlap.
     */
    private void assertPictureMatches(JsonPath answer) {
        List<Map<String, Object>> communities = answer.getList("graph.communities");
        assertFalse(communities.isEmpty(), "the API found no communities");
        assertEquals(communities.size(), picture.count("communities"));
        Map<String, String> statuses = picture.statuses();
        Map<String, String> drawn = picture.drawnState();
        assertEquals(communities.size(), statuses.size());
        for (Map<String, Object> c : communities) {
            String id = (String) c.get("id");
            String status = (Boolean) c.get("selected") ? "selected" : (Boolean) c.get("relevant") ? "relevant"
                    : (Boolean) c.get("tested") ? "tested" : "untested";
            assertEquals(status, statuses.get(id), "community " + id);
            if ((Boolean) c.get("selected")) {
                assertEquals("open", drawn.get(id), "community " + id);
            } else if (!(Boolean) c.get("relevant") && !insideASummarizedOne(id, statuses)) {
                assertFalse("open".equals(drawn.get(id)), "community " + id + " is open");
            }
        }
        // A concept is drawn when the deepest community holding it is open (then so is every one above it).
        long open = answer.getList("graph.nodes.community", String.class).stream()
                .filter(id -> "open".equals(drawn.get(id))).count();
        assertEquals(open, picture.count("concepts"));
        picture.assertLabelsApart(1);
    }

    private static boolean insideASummarizedOne(String id, Map<String, String> statuses) {
        for (int dot = id.lastIndexOf('.'); dot > 0; dot = id.lastIndexOf('.', dot - 1)) {
            if ("selected".equals(statuses.get(id.substring(0, dot)))) {
                return true;
            }
        }
        return false;
    }

    /** The concepts the community list names (those of every community, drawn open or not). */
    private String listedConcepts() {
        return browser.findElement(By.id("communities")).getAttribute("textContent");
    }

    private List<String> shownKeys() {
        return browser.findElements(By.cssSelector("#document-rows tr[data-key]")).stream()
                .map(row -> row.getAttribute("data-key")).toList();
    }

    private Set<String> citedKeys() {
        Set<String> keys = new HashSet<>();
        browser.findElements(By.cssSelector("#answer button.cite")).forEach(b -> keys.add(b.getAttribute("title")));
        return keys;
    }
}
