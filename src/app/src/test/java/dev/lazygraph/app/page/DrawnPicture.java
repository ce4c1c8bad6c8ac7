package dev.lazygraph.app.page;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * What the query page says it drew, read from the data-* attributes it sets: on {@code #graph} the counts, the
 * layout time and the labels shown (with their boxes, as cytoscape.js measured them on screen), and on each
 * item of the community list how its community is drawn (open, closed, or inside a closed one).
 */
final class DrawnPicture {
    private final WebDriver browser;

    DrawnPicture(WebDriver browser) {
        this.browser = browser;
    }

    private WebElement graph() {
        return browser.findElement(By.id("graph"));
    }

    int count(String attribute) {
        return Integer.parseInt(graph().getAttribute("data-" + attribute));
    }

    String layoutMs() {
        return graph().getAttribute("data-layout-ms");
    }

    /** A label the picture shows, and its box in screen pixels. */
    record Label(String text, String kind, String community, double x1, double y1, double x2, double y2) {
        boolean overlaps(Label other) {
            return x1 < other.x2 && other.x1 < x2 && y1 < other.y2 && other.y1 < y2;
        }
    }

    List<Label> labels() {
        List<Map<String, Object>> shown = JsonPath.from(graph().getAttribute("data-labels")).getList("$");
        List<Label> labels = new ArrayList<>();
        for (Map<String, Object> label : shown) {
            @SuppressWarnings("unchecked")
            Map<String, Number> box = (Map<String, Number>) label.get("box");
            labels.add(new Label((String) label.get("text"), (String) label.get("kind"), (String) label.get("community"),
                    box.get("x1").doubleValue(), box.get("y1").doubleValue(), box.get("x2").doubleValue(),
                    box.get("y2").doubleValue()));
        }
        return labels;
    }

    /** Asserts that at least {@code atLeast} labels are shown and no two of them overlap. */
    void assertLabelsApart(int atLeast) {
        List<Label> labels = labels();
        assertTrue(labels.size() >= atLeast, "only " + labels.size() + " labels shown: " + labels);
        for (int i = 0; i < labels.size(); i++) {
            Label a = labels.get(i);
            assertTrue(a.x2() > a.x1() && a.y2() > a.y1(), "an empty box: " + a);
            for (int j = i + 1; j < labels.size(); j++) {
                assertFalse(a.overlaps(labels.get(j)), "overlapping labels: " + a + " and " + labels.get(j));
            }
        }
    }

    /** How each community of the list is drawn: open, closed or inside (a closed one). */
    Map<String, String> drawnState() {
        Map<String, String> state = new LinkedHashMap<>();
        for (WebElement item : browser.findElements(By.cssSelector("#communities li[data-community]"))) {
            state.put(item.getAttribute("data-community"), item.getAttribute("data-drawn"));
        }
        return state;
    }

    /** How each community of the list fared in the relevance tests: selected, relevant, tested or untested. */
    Map<String, String> statuses() {
        Map<String, String> status = new LinkedHashMap<>();
        for (WebElement item : browser.findElements(By.cssSelector("#communities li[data-community]"))) {
            status.put(item.getAttribute("data-community"), item.getAttribute("data-status"));
        }
        return status;
    }
}
