package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.community.DocumentParts;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The global answer to a question about the whole collection, without an LLM, from the collection's parts
 * ({@link DocumentParts}): one line per part, the most central first, named in the collection's own words — the
 * titles of its most central documents ("Backup and Restore; Point-in-Time Recovery"; a series of titles that
 * differ only in their numbers once) — with the opening sentence
 * of the first of them that says what its title names ("Point-in-time recovery restores a cluster to ...").
 * An opening sentence defines; a later one details, and a cross-reference ("More detail appears below") names
 * nothing of the title. A sentence costs the words of several titles: where the parts' lines would not all fit in the
 * words a reader scans, the biggest parts keep theirs and the small ones are named by their titles alone.
 */
public final class OutlineThemes {
    /**
     * An overview is read at a glance, like a contents page's first screen: its parts are named, explained and named
     * by more titles until the overview holds this many words.
     */
    static final int OVERVIEW_WORDS = 250;
    /** Titles naming an explained part: its main pages, which a reader scans like a contents line. */
    static final int TITLES_IN_LABEL = 3;
    /** A part's sentence comes from one of its this many most central pages: one that says what the part is. */
    static final int SENTENCE_PAGES = 3;
    /** A line names its part by this many titles at most, however central its pages. */
    static final int MAX_TITLES_IN_LINE = 6;
    /** Of the documents whose titles name a part, the first this many chunks are where they say what they are. */
    public static final int OPENING_CHUNKS = 2;
    /**
     * A sentence longer than this is a page's detail, not its definition; a line shorter than {@value #MIN_WORDS}
     * words is a label or a fragment.
     */
    static final int MAX_WORDS = 20;
    static final int MIN_WORDS = 5;

    private final TextAnalyzer analyzer;
    private final Quotes quotes;

    public OutlineThemes(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
        this.quotes = new Quotes(analyzer);
    }

    /**
     * The parts an overview of {@code wanted} themes names first, by their first titles, then explains: twice the
     * themes, as a part whose pages say nothing of what they are gives no theme.
     */
    public static int mainParts(int wanted) {
        return 2 * wanted;
    }

    /**
     * The parts an overview of {@code wanted} themes reads: the main ones and as many again, named by their first
     * titles alone where the words leave room (a large manual has more parts than themes, and a title costs a few
     * words where an explained line costs thirty). Not every part: each one read costs its pages' openings.
     */
    public static int partsRead(int wanted) {
        return 2 * mainParts(wanted);
    }

    /** The pages of {@code part} whose titles may name it and whose openings are read: its most central. */
    public static List<DocumentParts.Page> candidates(DocumentParts.Part part) {
        return part.pages().subList(0, Math.min(MAX_TITLES_IN_LINE, part.pages().size()));
    }

    /**
     * @param parts    the parts, most central first ({@link #partsRead} at most): those that say what they are
     *                 become themes, up to {@code wanted} explained by a sentence, the smaller ones and those past
     *                 the {@link #mainParts} named by their titles while the overview has words
     * @param openings the opening chunks ({@value #OPENING_CHUNKS} at most) of each part's candidate pages
     *                 ({@link #candidates}), by document key, in order
     * @param repeats  the lines the site repeats among them, never quoted
     */
    public Draft write(List<DocumentParts.Part> parts, int wanted, Map<String, List<Chunk>> openings,
                       SiteRepeats repeats) {
        Set<String> titled = new HashSet<>();
        Set<String> given = new HashSet<>();
        List<Theme> themes = new ArrayList<>();
        for (DocumentParts.Part part : parts) {
            List<DocumentParts.Page> untitled = candidates(part).stream()
                    .filter(page -> !titled.contains(DocumentParts.titleKey(page.title()))).toList();
            Optional<Sentence> opening = opening(untitled.subList(0, Math.min(SENTENCE_PAGES, untitled.size())),
                    openings, repeats, given);
            if (opening.isEmpty()) {
                continue; // a part whose pages say nothing of what they are is a list of them
            }
            given.add(opening.get().text());
            // The part is named first by its folder's landing page (the book's name: "The Python Tutorial; ..."),
            // else by the page its sentence comes from.
            DocumentParts.Page head = part.led() && untitled.contains(part.pages().get(0)) ? part.pages().get(0)
                    : untitled.stream().filter(p -> p.document().id().equals(opening.get().chunk().document()))
                            .findFirst().orElseThrow();
            titled.add(DocumentParts.titleKey(head.title()));
            List<DocumentParts.Page> others = new ArrayList<>(untitled);
            others.remove(head);
            others.add(0, head);
            themes.add(new Theme(part, new ArrayList<>(List.of(head)), others, opening.get(), new ArrayList<>()));
        }
        // Every main part is named by its first title, the most central first, as far as the words a reader scans
        // go; the parts found past them wait until every main part has its main titles.
        int words = 0;
        List<Theme> later = new ArrayList<>(themes.subList(Math.min(mainParts(wanted), themes.size()), themes.size()));
        themes.removeAll(later);
        for (Iterator<Theme> it = themes.iterator(); it.hasNext(); ) {
            int cost = words("- " + line(it.next(), 0));
            if (words + cost > OVERVIEW_WORDS) {
                it.remove();
            } else {
                words += cost;
            }
        }
        // Then the parts holding their share of the collection (a {@code wanted}-th: a reader's main parts) are
        // explained, the most central first and always the first: by their main titles, their sentence and a big
        // part's chapters, while the words last.
        int explained = 0;
        for (Theme theme : themes) {
            if (explained < wanted && (explained == 0 || theme.part().share() * wanted >= 1)) {
                Explanation explanation = explanation(theme, wanted, titled);
                if (explained == 0 || words + explanation.words() <= OVERVIEW_WORDS) {
                    explain(theme, explanation, titled);
                    explained++;
                    words += explanation.words();
                }
            }
        }
        // Every part's main titles next: a title names more of the collection in its words than a sentence does.
        for (Candidate c : candidates(themes)) {
            int more = words(c.page().title());
            if (c.rank() < TITLES_IN_LABEL && words + more <= OVERVIEW_WORDS && name(c.theme(), c.page(), titled)) {
                words += more;
            }
        }
        // Then the parts found past the main ones, by their first titles: a part's first title names something the
        // overview has not said yet, where a small part's sentence or a part's fourth title details one it has.
        for (Theme theme : later) {
            int cost = words("- " + line(theme, 0));
            if (words + cost <= OVERVIEW_WORDS) {
                themes.add(theme);
                words += cost;
            }
        }
        // Then the other titles, while the overview has words to spare: each part's next most central page in turn,
        // the most central part first, so every part is named by its main pages before any lists more. A title
        // names more of the collection in its words than a sentence does, here too.
        for (Candidate c : candidates(themes)) {
            int more = words(c.page().title());
            if (words + more <= OVERVIEW_WORDS && name(c.theme(), c.page(), titled)) {
                words += more;
            }
        }
        // The smaller parts explained while the words last (a small manual's every part, whose pages are soon all
        // named); those left stay named by their titles alone, as a contents page lists short chapters after the long
        // ones.
        for (Theme theme : themes) {
            if (explained < wanted && !theme.explained()) {
                Explanation explanation = explanation(theme, wanted, titled);
                if (words + explanation.words() <= OVERVIEW_WORDS) {
                    explain(theme, explanation, titled);
                    explained++;
                    words += explanation.words();
                }
            }
        }
        CitationList cites = new CitationList();
        List<CommunityUse> uses = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (Theme theme : themes) {
            String line = line(theme, theme.explained() ? cites.cite(theme.opening()) : 0);
            text.append("- ").append(line).append('\n').append(chapterLine(theme));
            uses.add(new CommunityUse(String.valueOf(uses.size()), 0, List.of(), line, false));
        }
        return new Draft(text.toString().trim(), cites.citations(), uses);
    }

    /** What explaining {@code theme} adds to its line: its main titles not yet named and a big part's chapters. */
    private static Explanation explanation(Theme theme, int wanted, Set<String> titled) {
        List<DocumentParts.Page> label = label(theme, titled);
        List<DocumentParts.Page> chapters = chapters(theme, wanted, titled);
        int words = words(": " + CitationList.unmarked(theme.opening().text()) + " [0]")
                + label.stream().mapToInt(page -> words(page.title())).sum()
                + (chapters.isEmpty() ? 0 : words("  - " + String.join("; ",
                        chapters.stream().map(DocumentParts.Page::title).toList())));
        return new Explanation(label, chapters, words);
    }

    /** Explains {@code theme}: its line names its main titles, quotes its sentence and, if big, names its chapters. */
    private static void explain(Theme theme, Explanation explanation, Set<String> titled) {
        explanation.label().forEach(page -> name(theme, page, titled));
        explanation.chapters().forEach(page -> titled.add(DocumentParts.titleKey(page.title())));
        theme.chapters().addAll(explanation.chapters());
        theme.explain();
    }

    /** A theme's explanation as planned, and the words it costs (its sentence's among them). */
    private record Explanation(List<DocumentParts.Page> label, List<DocumentParts.Page> chapters, int words) {
    }

    /** The main titles of {@code theme} after its first that no line names yet. */
    private static List<DocumentParts.Page> label(Theme theme, Set<String> titled) {
        return theme.candidates().subList(1, Math.min(TITLES_IN_LABEL, theme.candidates().size())).stream()
                .filter(page -> !titled.contains(DocumentParts.titleKey(page.title()))).toList();
    }

    /**
     * A big part's chapters, for a line nested under its own: a part holding a fifth of the collection gets about a
     * fifth of the overview's {@code wanted} lines, its own and its chapters', as a contents page gives a long book's
     * chapters; none its label names or another line has.
     */
    private static List<DocumentParts.Page> chapters(Theme theme, int wanted, Set<String> titled) {
        long count = Math.round(theme.part().share() * wanted) - 1;
        Set<String> inLabel = new HashSet<>();
        theme.candidates().subList(0, Math.min(TITLES_IN_LABEL, theme.candidates().size()))
                .forEach(page -> inLabel.add(page.document().id().key()));
        List<DocumentParts.Page> chapters = new ArrayList<>();
        Set<String> titles = new HashSet<>();
        for (DocumentParts.Page chapter : theme.part().chapters()) {
            if (chapters.size() >= count) {
                break;
            }
            String key = DocumentParts.titleKey(chapter.title());
            if (!inLabel.contains(chapter.document().id().key()) && !titled.contains(key) && titles.add(key)) {
                chapters.add(chapter);
            }
        }
        return chapters;
    }

    /** A theme's pages after its first, as they may name it: each theme's second page, then each one's third, ... */
    private static List<Candidate> candidates(List<Theme> themes) {
        List<Candidate> all = new ArrayList<>();
        for (int t = 0; t < themes.size(); t++) {
            List<DocumentParts.Page> pages = themes.get(t).candidates();
            for (int i = 1; i < pages.size(); i++) {
                all.add(new Candidate(themes.get(t), pages.get(i), i, t));
            }
        }
        all.sort(Comparator.comparingInt(Candidate::rank).thenComparingInt(Candidate::order));
        return all;
    }

    /** Names {@code theme} by {@code page} too, unless its line is full or another line has the title. */
    private static boolean name(Theme theme, DocumentParts.Page page, Set<String> titled) {
        if (theme.named().size() < MAX_TITLES_IN_LINE && titled.add(DocumentParts.titleKey(page.title()))) {
            theme.named().add(page);
            return true;
        }
        return false;
    }

    /** A page that may name a theme, by its rank among the theme's pages and the theme's order. */
    private record Candidate(Theme theme, DocumentParts.Page page, int rank, int order) {
    }

    /** A theme's line: "Title; Title: opening sentence [n]", or "Title; Title" for a part named by its titles alone. */
    private static String line(Theme theme, int citation) {
        String titles = String.join("; ", theme.named().stream().map(DocumentParts.Page::title).toList());
        return theme.explained()
                ? titles + ": " + CitationList.unmarked(theme.opening().text()) + " [" + citation + "]"
                : titles;
    }

    /** The nested line naming a theme's chapters ("  - Chapter; Chapter"), or nothing when it has none. */
    private static String chapterLine(Theme theme) {
        return theme.chapters().isEmpty() ? ""
                : "  - " + String.join("; ", theme.chapters().stream().map(DocumentParts.Page::title).toList()) + "\n";
    }

    private static int words(String text) {
        return text.split("\\s+").length;
    }

    /**
     * A theme being written: its part, the pages naming it (its most central first), those that may, its sentence,
     * the chapters its nested line names, and whether its line quotes its sentence or names it by titles alone.
     */
    private static final class Theme {
        private final DocumentParts.Part part;
        private final List<DocumentParts.Page> named;
        private final List<DocumentParts.Page> candidates;
        private final Sentence opening;
        private final List<DocumentParts.Page> chapters;
        private boolean explained;

        Theme(DocumentParts.Part part, List<DocumentParts.Page> named, List<DocumentParts.Page> candidates,
              Sentence opening, List<DocumentParts.Page> chapters) {
            this.part = part;
            this.named = named;
            this.candidates = candidates;
            this.opening = opening;
            this.chapters = chapters;
        }

        DocumentParts.Part part() {
            return part;
        }

        List<DocumentParts.Page> named() {
            return named;
        }

        List<DocumentParts.Page> candidates() {
            return candidates;
        }

        Sentence opening() {
            return opening;
        }

        List<DocumentParts.Page> chapters() {
            return chapters;
        }

        boolean explained() {
            return explained;
        }

        void explain() {
            explained = true;
        }
    }

    /**
     * The first sentence of the named documents' openings, the most central document first, that a reader can
     * read alone as a statement of a definition's length, that is neither code nor the site's, and that names
     * something of its document's title; failing that, the first such sentence naming nothing of it.
     */
    private Optional<Sentence> opening(List<DocumentParts.Page> named, Map<String, List<Chunk>> openings,
                                       SiteRepeats repeats, Set<String> given) {
        Sentence fallback = null;
        for (DocumentParts.Page page : named) {
            Set<String> titleTerms = new HashSet<>(analyzer.terms(page.title()));
            for (Chunk chunk : openings.getOrDefault(page.document().id().key(), List.of())) {
                for (Quotes.Quote quote : quotes.of(chunk)) {
                    Sentence s = quote.sentence();
                    int words = s.text().split("\\s+").length;
                    if (!quote.standsAlone() || !quote.isStatement() || !readsWhole(s.text())
                            || words < MIN_WORDS || words > MAX_WORDS
                            || given.contains(s.text()) || chunk.inCode(s.start(), s.end())
                            || repeats.covers(chunk, s.start(), s.end())) {
                        continue;
                    }
                    if (s.terms().stream().anyMatch(titleTerms::contains)) {
                        return Optional.of(s);
                    }
                    fallback = fallback == null ? s : fallback;
                }
            }
        }
        return Optional.ofNullable(fallback);
    }

    /**
     * A whole sentence starts with a capital, a digit or a quote and closes every parenthesis it opens; a fragment
     * cut from one ("on Windows) utility is", "as other commands (e.g.") does not.
     */
    private static boolean readsWhole(String text) {
        int first = text.codePointAt(0);
        long opened = text.chars().filter(c -> c == '(').count();
        long closed = text.chars().filter(c -> c == ')').count();
        return (Character.isUpperCase(first) || Character.isDigit(first) || "\"“'‘".indexOf(first) >= 0)
                && opened == closed;
    }
}
