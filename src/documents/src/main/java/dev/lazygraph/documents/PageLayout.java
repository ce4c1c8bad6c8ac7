package dev.lazygraph.documents;

import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.Heading;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Lays {@link Block}s out as the text that is indexed, with its headings and where each page starts.
 *
 * <p>Running heads and footers are not content: a block among the first or last {@value #MARGIN_BLOCKS} of a
 * page whose text, with its digits ignored ("Page 3 of 12", "- 7 -", "Chapter 4: Reference 17"), runs through
 * the margins of several pages ({@link #running}) is dropped from every page. PDF bookmarks become headings where their title starts a block of their page, else at the
 * page's start.
 */
final class PageLayout {
    static final int MARGIN_BLOCKS = 2;
    static final int MIN_PAGES_FOR_MARGINS = 3;
    private static final String PARAGRAPH = "\n\n";

    /**
     * The laid-out text: {@code pageStarts.get(n - 1)} is where page n starts (empty without pages); {@code code}
     * spans the code blocks, a run of code paragraphs as one.
     */
    record Laid(String text, List<Heading> headings, List<Integer> pageStarts, List<CodeBlock> code) {
    }

    private PageLayout() {
    }

    /**
     * @param pages   the number of pages (0 for a format without pages): pages without a block get a start too
     * @param outline bookmarks to place as headings (PDF); blocks that are headings themselves are kept as such
     */
    static Laid layout(List<Block> blocks, int pages, List<OutlineEntry> outline) {
        List<Block> content = withoutRunningMargins(blocks, pages);
        Map<Integer, List<Integer>> blocksOfPage = new HashMap<>();
        for (int i = 0; i < content.size(); i++) {
            blocksOfPage.computeIfAbsent(content.get(i).page(), p -> new ArrayList<>()).add(i);
        }
        Map<Integer, List<OutlineEntry>> bookmarksAtBlock = placeBookmarks(content, blocksOfPage, outline);
        StringBuilder text = new StringBuilder();
        List<Heading> headings = new ArrayList<>();
        List<Integer> pageStarts = new ArrayList<>();
        List<CodeBlock> code = new ArrayList<>();
        for (int i = 0; i < content.size(); i++) {
            Block block = content.get(i);
            if (text.length() > 0) {
                text.append(block.joinsPrevious() ? " " : PARAGRAPH);
            }
            while (pageStarts.size() < Math.min(block.page(), pages)) {
                pageStarts.add(text.length());
            }
            int offset = text.length();
            for (OutlineEntry bookmark : bookmarksAtBlock.getOrDefault(i, List.of())) {
                if (!(block.isHeading() && normalized(block.text()).equals(normalized(bookmark.title())))) {
                    headings.add(new Heading(offset, Math.min(6, bookmark.level()), bookmark.title().strip()));
                }
            }
            if (block.isHeading()) {
                headings.add(new Heading(offset, block.headingLevel(), block.text()));
            }
            text.append(block.text());
            if (block.code()) {
                boolean continues = !code.isEmpty() && i > 0 && content.get(i - 1).code();
                int start = continues ? code.remove(code.size() - 1).start() : offset;
                code.add(new CodeBlock(start, text.length()));
            }
        }
        while (pageStarts.size() < pages) {
            pageStarts.add(text.length());
        }
        return new Laid(text.toString(), headings, pageStarts, code);
    }

    private static List<Block> withoutRunningMargins(List<Block> blocks, int pages) {
        if (pages < MIN_PAGES_FOR_MARGINS) {
            return blocks;
        }
        Map<Integer, List<Integer>> margins = new HashMap<>();
        Map<Integer, List<Integer>> byPage = new HashMap<>();
        for (int i = 0; i < blocks.size(); i++) {
            byPage.computeIfAbsent(blocks.get(i).page(), p -> new ArrayList<>()).add(i);
        }
        Map<String, Set<Integer>> pagesOfMargin = new HashMap<>();
        byPage.forEach((page, indexes) -> {
            List<Integer> marginal = new ArrayList<>();
            for (int k = 0; k < indexes.size(); k++) {
                if (k < MARGIN_BLOCKS || k >= indexes.size() - MARGIN_BLOCKS) {
                    marginal.add(indexes.get(k));
                    pagesOfMargin.computeIfAbsent(withoutDigits(blocks.get(indexes.get(k)).text()), t -> new HashSet<>())
                            .add(page);
                }
            }
            margins.put(page, marginal);
        });
        Set<Integer> dropped = new HashSet<>();
        margins.values().forEach(indexes -> indexes.stream()
                .filter(i -> running(pagesOfMargin.get(withoutDigits(blocks.get(i).text())), pages))
                .forEach(dropped::add));
        List<Block> kept = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            if (!dropped.contains(i)) {
                kept.add(blocks.get(i));
            }
        }
        return kept;
    }

    /**
     * Whether a margin text is a running head or foot: in the margins of at least half the pages (the document's
     * title, "Page n of N"), or of {@value #MIN_PAGES_FOR_MARGINS} pages or more at most two apart (a chapter's
     * title over its pages, on every page or on every other one).
     */
    private static boolean running(Set<Integer> pagesOfText, int pages) {
        if (pagesOfText.size() >= Math.max(MIN_PAGES_FOR_MARGINS, (pages + 1) / 2)) {
            return true;
        }
        List<Integer> sorted = pagesOfText.stream().sorted().toList();
        int run = 1;
        for (int k = 1; k < sorted.size(); k++) {
            run = sorted.get(k) - sorted.get(k - 1) <= 2 ? run + 1 : 1;
            if (run >= MIN_PAGES_FOR_MARGINS) {
                return true;
            }
        }
        return false;
    }

    /** Each bookmark at the first block of its page, after the previous bookmark's, that its title starts. */
    private static Map<Integer, List<OutlineEntry>> placeBookmarks(List<Block> content,
                                                                   Map<Integer, List<Integer>> blocksOfPage,
                                                                   List<OutlineEntry> outline) {
        Map<Integer, List<OutlineEntry>> placed = new HashMap<>();
        Map<Integer, Integer> searchFrom = new HashMap<>();
        for (OutlineEntry bookmark : outline) {
            List<Integer> onPage = blocksOfPage.getOrDefault(bookmark.page(), List.of());
            if (onPage.isEmpty() || bookmark.title().isBlank()) {
                continue;
            }
            String title = normalized(bookmark.title());
            int from = searchFrom.getOrDefault(bookmark.page(), 0);
            int at = from;
            for (int k = from; k < onPage.size(); k++) {
                if (normalized(content.get(onPage.get(k)).text()).startsWith(title)) {
                    at = k;
                    break;
                }
            }
            searchFrom.put(bookmark.page(), at);
            placed.computeIfAbsent(onPage.get(at), b -> new ArrayList<>()).add(bookmark);
        }
        return placed;
    }

    private static String withoutDigits(String text) {
        return normalized(text).replaceAll("\\d+", "#");
    }

    /** Trimmed, whitespace runs as one space, lower case: how two renderings of one line compare. */
    static String normalized(String text) {
        return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
