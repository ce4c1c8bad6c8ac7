package dev.lazygraph.documents;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDDocumentOutline;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineNode;

/**
 * The bookmarks of one PDF with the pages they lead to, which Tika's XHTML does not carry (it lists their
 * titles after the last page). Put into the {@code ParseContext} empty; {@link OutlinePdfParser} fills it
 * from the document it opened, so the PDF is read once.
 */
final class PdfOutline {
    /** Bookmarks read at most: an outline is a table of contents, not content. */
    static final int MAX_ENTRIES = 5_000;

    private final List<OutlineEntry> entries = new ArrayList<>();

    List<OutlineEntry> entries() {
        return List.copyOf(entries);
    }

    /** Reads the outline of {@code document} in reading order; a bookmark without a page in it is skipped. */
    void read(PDDocument document) throws IOException {
        entries.clear();
        PDDocumentOutline outline = document.getDocumentCatalog().getDocumentOutline();
        if (outline != null) {
            read(document, outline, 1, new HashSet<>());
        }
    }

    private void read(PDDocument document, PDOutlineNode node, int level, Set<PDOutlineItem> seen)
            throws IOException {
        for (PDOutlineItem item = node.getFirstChild(); item != null && entries.size() < MAX_ENTRIES;
             item = item.getNextSibling()) {
            if (!seen.add(item)) {
                return;
            }
            PDPage page = item.findDestinationPage(document);
            int index = page == null ? -1 : document.getPages().indexOf(page);
            String title = item.getTitle();
            if (index >= 0 && title != null && !title.isBlank()) {
                entries.add(new OutlineEntry(title, level, index + 1));
            }
            read(document, item, level + 1, seen);
        }
    }
}
