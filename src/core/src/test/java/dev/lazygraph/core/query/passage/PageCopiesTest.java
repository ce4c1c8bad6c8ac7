package dev.lazygraph.core.query.passage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.testing.InMemoryService;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A site that ships each page three times, as documentation generators do: the HTML page, its source as plain
 * text beside it (with the source's markup), a markdown copy, and one page holding every page. Invented
 * content; the answer must cite the HTML page, never a copy, and quote each sentence once.
 */
class PageCopiesTest {
    private static final String COLLECTION = "copies";
    private final InMemoryService service = new InMemoryService();

    @AfterEach
    void close() {
        service.close();
    }

    /** Page {@code i}: a topic of its own, with a setting, its default and a limit. */
    private static String[] topic(int i) {
        String[] names = {"ringbuffer", "lanterns", "quillpost", "marshgate", "tidewell", "emberline"};
        String name = names[i];
        return new String[] {name,
                "The " + name + " module keeps records of the harbour office in a compact journal.",
                "A " + name + " journal created with capacity set keeps only the last capacity records, and older "
                        + "records are dropped from the far end as new ones arrive.",
                "The default flush interval of a " + name + " journal is " + (40 + i) + " seconds, after which pending "
                        + "records are written to the disk of the office.",
                "Call rotate on the " + name + " journal to start a fresh file once the current one grows past "
                        + (8 + i) + " megabytes."};
    }

    private static String html(String[] t) {
        return "<html><head><title>" + t[0] + " \u2014 harbour journals</title></head><body><h1>" + t[0] + "</h1>"
                + "<p>" + t[1] + "</p><h2>Capacity</h2><p>" + t[2] + "</p><h2>Flushing</h2><p>" + t[3] + " " + t[4]
                + "</p></body></html>";
    }

    /** The page's source as Sphinx ships it: reST with roles around names. */
    private static String restructured(String[] t) {
        return t[0] + "\n" + "=".repeat(t[0].length()) + "\n\n" + t[1].replace("The " + t[0], "The :mod:`" + t[0] + "`")
                + "\n\nCapacity\n--------\n\n" + t[2].replace("capacity set", "*capacity* set") + "\n\nFlushing\n--------\n\n"
                + t[3] + " " + t[4].replace("rotate", ":meth:`rotate`") + "\n";
    }

    private static String markdown(String[] t) {
        return "# " + t[0] + "\n\n" + t[1] + "\n\n## Capacity\n\n" + t[2] + "\n\n## Flushing\n\n" + t[3] + " "
                + t[4].replace("rotate", "`rotate()`") + "\n";
    }

    private void ingestSite() {
        StringBuilder all = new StringBuilder("<html><head><title>All pages</title></head><body>");
        for (int i = 0; i < 6; i++) {
            String[] t = topic(i);
            service.put(COLLECTION, "api/" + t[0] + ".html", html(t));
            service.put(COLLECTION, "api/_sources/" + t[0] + ".rst.txt", restructured(t));
            service.put(COLLECTION, "api/" + t[0] + ".md", markdown(t));
            all.append("<h1>").append(t[0]).append("</h1><p>").append(t[1]).append("</p><h2>Capacity</h2><p>")
                    .append(t[2]).append("</p><h2>Flushing</h2><p>").append(t[3]).append(' ').append(t[4]).append("</p>");
        }
        service.put(COLLECTION, "api/all.html", all.append("</body></html>").toString());
    }

    @Test
    void theAnswerCitesThePageNotItsSourceItsMarkdownOrTheAllInOnePage() {
        ingestSite();
        QueryService query = service.query(Optional.empty());
        for (int i = 0; i < 6; i++) {
            String name = topic(i)[0];
            for (String question : List.of("How many records does a " + name + " journal keep when its capacity is set?",
                    "What is the default flush interval of a " + name + " journal?")) {
                Answer answer = query.ask(QueryRequest.of(COLLECTION, question));
                Set<String> cited = answer.citations().stream().map(Citation::documentKey).collect(Collectors.toSet());
                assertTrue(cited.contains("api/" + name + ".html"), question + " cites the page: " + cited);
                assertTrue(cited.stream().allMatch(k -> k.endsWith(".html") && !k.endsWith("all.html")),
                        question + " cites no copy: " + cited + "\n" + answer.text());
                List<String> lines = answer.text().lines().map(l -> l.replaceAll("\\[\\d+]", "").strip()).toList();
                assertEquals(lines.size(), Set.copyOf(lines).size(), "no sentence quoted twice: " + answer.text());
            }
        }
    }

    @Test
    void aWebPageOwnsTextOverItsMarkupSourceAndThatOverPlainText() {
        assertTrue(PageCopies.formatRank("a/b.html") < PageCopies.formatRank("a/b.md"));
        assertTrue(PageCopies.formatRank("a/b.md") < PageCopies.formatRank("a/_sources/b.rst.txt"));
        assertFalse(PageCopies.formatRank("B.HTM") > 0);
    }
}
