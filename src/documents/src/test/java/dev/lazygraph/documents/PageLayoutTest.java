package dev.lazygraph.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.Heading;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PageLayoutTest {

    /** Twelve pages of a book: chapter titles over their pages, a page number, and the body. */
    private static List<Block> book() {
        List<Block> blocks = new ArrayList<>();
        for (int page = 1; page <= 12; page++) {
            String chapter = page <= 6 ? "Chapter 1: Structures " : "Chapter 2: Function reference ";
            blocks.add(new Block(page, chapter + (page + 2), 0, false));
            blocks.add(new Block(page, "Body text of page " + page + " about subject " + (char) ('A' + page) + ".", 0,
                    false));
            if (page == 3 || page == 9) {
                blocks.add(new Block(page, "See also", 0, false));
            }
            blocks.add(new Block(page, "- " + page + " -", 0, false));
        }
        return blocks;
    }

    @Test
    void runningHeadsOfChaptersAndPageNumbersAreNotContent() {
        PageLayout.Laid laid = PageLayout.layout(book(), 12, List.of());
        assertFalse(laid.text().contains("Chapter 1: Structures"), laid.text());
        assertFalse(laid.text().contains("Chapter 2: Function reference"), laid.text());
        assertFalse(laid.text().contains("- 7 -"), laid.text());
        assertTrue(laid.text().contains("Body text of page 7 about subject H."));
        assertTrue(laid.text().contains("See also"), "in the margins of two pages far apart: content");
        assertEquals(12, laid.pageStarts().size());
        assertTrue(laid.text().startsWith("Body text of page 5", laid.pageStarts().get(4)));
    }

    @Test
    void aBookmarkBecomesAHeadingWhereItsTitleStartsAParagraphOfItsPage() {
        PageLayout.Laid laid = PageLayout.layout(book(), 12,
                List.of(new OutlineEntry("Body text of page 7", 2, 7), new OutlineEntry("Appendix", 1, 12)));
        Heading seventh = laid.headings().get(0);
        assertEquals(2, seventh.level());
        assertEquals(laid.pageStarts().get(6), seventh.offset());
        assertEquals(new Heading(laid.pageStarts().get(11), 1, "Appendix"), laid.headings().get(1),
                "not found on its page: the heading starts the page");
    }

    @Test
    void aDocumentOfTwoPagesKeepsEverything() {
        List<Block> blocks = List.of(new Block(1, "Report", 0, false), new Block(1, "One.", 0, false),
                new Block(2, "Report", 0, false), new Block(2, "Two.", 0, false));
        assertEquals("Report\n\nOne.\n\nReport\n\nTwo.", PageLayout.layout(blocks, 2, List.of()).text());
    }
}
