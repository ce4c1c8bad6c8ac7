package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.testing.InMemoryService;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A line a site repeats at the foot of its pages is never quoted: told by how many of the collection's
 * documents carry it, so it changes exactly as documents come and go.
 */
class SiteRepeatsTest {
    private static final String C = "site";
    private static final List<String> TOOLS = List.of("Brindle lathe", "Corvan press", "Dorsk mill", "Elvet saw",
            "Fennick drill", "Garrow planer");

    private final InMemoryService service = new InMemoryService();
    private final QueryService query = service.query(Optional.empty());

    @AfterEach
    void close() {
        service.close();
    }

    /** A page about one tool of an invented workshop, with the site's footer (its date differs per page). */
    private void page(int i) {
        String tool = TOOLS.get(i);
        String html = "<html><head><title>" + tool + "</title></head><body><h1>" + tool + "</h1>"
                + "<p>The " + tool + " shapes oak boards in the workshop. Its blade is sharpened every week.</p>"
                + "<p>Apprentices learn the " + tool + " in their second year.</p>"
                + "<p>This page is licensed under the Orrin Workshop License. Updated on 2024-0" + (i + 1) + "-1" + i
                + ".</p></body></html>";
        service.put(C, "tools/" + i + ".html", html);
    }

    private Answer askAboutTheLicense() {
        return query.ask(QueryRequest.of(C, "Under which license is the Orrin Workshop published?"));
    }

    @Test
    void aFooterOnEveryPageIsNeverQuotedAndBecomesTextAgainWhenFewPagesCarryIt() {
        TOOLS.forEach(tool -> page(TOOLS.indexOf(tool)));

        Answer everyPage = askAboutTheLicense();
        assertFalse(everyPage.text().contains("licensed under the Orrin Workshop License"), everyPage.text());

        for (int i = 2; i < TOOLS.size(); i++) {
            service.delete(C, "tools/" + i + ".html");
        }
        Answer twoPages = askAboutTheLicense();
        assertTrue(twoPages.text().contains("This page is licensed under the Orrin Workshop License."),
                "on 2 of 2 pages, under the minimum of 3 a site repeat needs, the line is a page's own: "
                        + twoPages.text());
    }
}
