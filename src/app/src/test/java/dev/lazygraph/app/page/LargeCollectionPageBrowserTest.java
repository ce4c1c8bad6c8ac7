package dev.lazygraph.app.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.app.MemoryStoreWithToken;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The query page on a collection of 1,024 generated documents ({@link CoastCollection}) whose question finds
 * well over a hundred communities: the picture opens the communities the answer used and closes the rest, no
 * two of the labels it shows overlap, a closed community opens on demand, and the documents view pages and
 * filters through the server. The layout time is printed, not asserted. The documents are stored through the
 * application's ingest in one batch, as {@code POST /documents} stores each (DocumentUploadTest tests that path):
 * 1,024 requests one at a time took 30-130 s of this test, the page is what it is about.
 */
@QuarkusTest
@TestProfile(MemoryStoreWithToken.class)
class LargeCollectionPageBrowserTest extends PageInBrowser {
    private static final String COLLECTION = "coast";

    private final CoastCollection coast = new CoastCollection();

    @Inject
    IngestService ingest;

    @Test
    void aHundredCommunitiesStayReadableAndTheDocumentsPage() {
        List<IngestOutcome> stored = ingest.ingestAll(coast.documents().entrySet().stream()
                .map(document -> new SourceDocument(new DocumentId(COLLECTION, document.getKey()), null,
                        document.getValue().getBytes(StandardCharsets.UTF_8), DocumentMetadata.NONE))
                .toList());
        assertTrue(stored.stream().allMatch(outcome -> outcome.status() == IngestOutcome.Status.CREATED),
                stored.toString());
        String question = coast.question(3, 7);
        JsonPath expected = api().contentType(ContentType.JSON)
                .body(Map.of("collection", COLLECTION, "question", question, "route", "local", "graph", true))
                .post("/query").then().statusCode(200).extract().jsonPath();
        List<Map<String, Object>> communities = expected.getList("graph.communities");
        assertTrue(communities.size() >= 100, "the question finds only " + communities.size() + " communities");

        browser.get(root + "?collection=" + COLLECTION + "&route=local&q="
                + URLEncoder.encode(question, StandardCharsets.UTF_8));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input")))
                .sendKeys(TOKEN, Keys.ENTER);
        wait.until(d -> "local".equals(d.findElement(By.id("route")).getAttribute("value"))
                && d.findElement(By.id("progress")).getAttribute("hidden") != null
                && d.findElement(By.id("graph")).getAttribute("data-labels") != null);

        // Every community is listed; those the answer used are open, and every other is closed.
        assertEquals(communities.size(), picture.count("communities"));
        Map<String, String> drawn = picture.drawnState();
        assertEquals(communities.size(), drawn.size());
        int usedConcepts = 0;
        for (Map<String, Object> c : communities) {
            boolean used = (Boolean) c.get("selected") || (Boolean) c.get("relevant");
            assertEquals(used ? "open" : "closed", drawn.get((String) c.get("id")), "community " + c.get("id"));
            usedConcepts += used ? ((List<?>) c.get("concepts")).size() : 0;
        }
        assertEquals(usedConcepts, picture.count("concepts"));
        assertEquals(communities.size(), picture.count("drawn-communities"));
        assertTrue(picture.count("closed") >= 100, picture.count("closed") + " closed");
        assertTrue(picture.count("links") <= 3 * (picture.count("concepts") + picture.count("closed")));
        picture.assertLabelsApart(40);
        System.out.printf("query page: %d communities (%d closed), %d concepts drawn, %d labels shown;"
                        + " layout %s ms%n", picture.count("drawn-communities"), picture.count("closed"),
                picture.count("concepts"), picture.labels().size(), picture.layoutMs());
        HeadlessChromium.saveScreenshot(browser.getScreenshotAs(OutputType.BYTES), "query-page-large.png");

        // A closed community of three opens on demand: its concepts join the picture, labels still apart.
        Map<String, Object> closed = communities.stream()
                .filter(c -> "closed".equals(drawn.get((String) c.get("id"))) && ((List<?>) c.get("concepts")).size() == 3)
                .findFirst().orElseThrow();
        String id = (String) closed.get("id");
        WebElement item = browser.findElement(By.cssSelector("#communities li[data-community='" + id + "']"));
        int conceptsBefore = picture.count("concepts");
        item.findElement(By.cssSelector("button.toggle")).click();
        wait.until(d -> "open".equals(item.getAttribute("data-drawn")));
        assertEquals(conceptsBefore + 3, picture.count("concepts"));
        assertEquals(picture.count("closed"), (int) drawn.values().stream().filter("closed"::equals).count() - 1);
        picture.assertLabelsApart(40);
        System.out.printf("query page: opening community %s, layout %s ms%n", id, picture.layoutMs());
        // And closes again.
        item.findElement(By.cssSelector("button.toggle")).click();
        wait.until(d -> "closed".equals(item.getAttribute("data-drawn")));
        assertEquals(conceptsBefore, picture.count("concepts"));

        // The documents view: 50 a page out of 1,024, paged and filtered by the server.
        assertEquals("1–50 of 1,024", browser.findElement(By.id("document-range")).getText());
        assertEquals(keys(0, 50), shownKeys());
        assertEquals("(1024)", browser.findElement(By.id("document-count")).getText());
        browser.findElement(By.id("document-next")).click();
        wait.until(d -> d.findElement(By.id("document-range")).getText().equals("51–100 of 1,024"));
        assertEquals(keys(50, 100), shownKeys());
        browser.findElement(By.id("document-key")).sendKeys("C/09");
        wait.until(d -> d.findElement(By.id("document-range")).getText().equals("1–50 of 100"));
        assertEquals(keys(900, 950), shownKeys());
        browser.findElement(By.id("document-next")).click();
        wait.until(d -> d.findElement(By.id("document-range")).getText().equals("51–100 of 100"));
        assertEquals(keys(950, 1000), shownKeys());
        assertEquals("true", browser.findElement(By.id("document-next")).getAttribute("disabled"));
        assertEquals(List.of(), HeadlessChromium.policyViolations(browser));
    }

    private List<String> shownKeys() {
        return browser.findElements(By.cssSelector("#document-rows tr[data-key]")).stream()
                .map(row -> row.getAttribute("data-key")).toList();
    }

    private static List<String> keys(int from, int to) {
        return IntStream.range(from, to).mapToObj(i -> CoastCollection.key(i / CoastCollection.SIDE, i % CoastCollection.SIDE))
                .toList();
    }
}
