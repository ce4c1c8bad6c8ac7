package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.community.DocumentParts;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.HashSet;
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
 * nothing of the title.
 */
public final class OutlineThemes {
    /** Titles naming a part: its most central documents, which a reader scans like a contents line. */
    static final int TITLES_IN_LABEL = 3;
    /** Of the documents whose titles name a part, the first this many chunks are where they say what they are. */
    public static final int OPENING_CHUNKS = 2;
    /**
     * A sentence longer than this is a page's detail, not its definition; a line shorter than {@value #MIN_WORDS}
     * words is a label or a fragment.
     */
    static final int MAX_WORDS = 25;
    static final int MIN_WORDS = 5;

    private final TextAnalyzer analyzer;
    private final Quotes quotes;

    public OutlineThemes(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
        this.quotes = new Quotes(analyzer);
    }

    /**
     * The pages of {@code part} whose titles may name it, most central first, one per title: the first
     * {@value #TITLES_IN_LABEL} of its pages (with a title an earlier part has not taken) and as many after them,
     * for the titles taken by the parts before it.
     */
    public static List<DocumentParts.Page> candidates(DocumentParts.Part part) {
        return part.pages().subList(0, Math.min(2 * TITLES_IN_LABEL, part.pages().size()));
    }

    /**
     * @param parts    the parts, most central first, of which the first {@code wanted} that say what they are
     *                 become themes
     * @param openings the opening chunks ({@value #OPENING_CHUNKS} at most) of each part's named documents, by
     *                 document key, in order
     * @param repeats  the lines the site repeats among them, never quoted
     */
    public Draft write(List<DocumentParts.Part> parts, int wanted, Map<String, List<Chunk>> openings,
                       SiteRepeats repeats) {
        CitationList cites = new CitationList();
        List<CommunityUse> uses = new ArrayList<>();
        Set<String> given = new HashSet<>();
        Set<String> titled = new HashSet<>();
        StringBuilder text = new StringBuilder();
        for (DocumentParts.Part part : parts) {
            if (uses.size() == wanted) {
                break;
            }
            List<DocumentParts.Page> named = new ArrayList<>();
            for (DocumentParts.Page page : candidates(part)) {
                if (named.size() < TITLES_IN_LABEL && titled.add(DocumentParts.titleKey(page.title()))) {
                    named.add(page);
                }
            }
            Optional<Sentence> opening = opening(named, openings, repeats, given);
            if (named.isEmpty() || opening.isEmpty()) {
                continue; // a part whose pages say nothing of what they are is a list of them
            }
            given.add(opening.get().text());
            String line = String.join("; ", named.stream().map(DocumentParts.Page::title).toList()) + ": "
                    + CitationList.unmarked(opening.get().text()) + " [" + cites.cite(opening.get()) + "]";
            text.append("- ").append(line).append('\n');
            uses.add(new CommunityUse(String.valueOf(uses.size()), 0, List.of(), line, false));
        }
        return new Draft(text.toString().trim(), cites.citations(), uses);
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
                    if (!quote.standsAlone() || !quote.isStatement() || words < MIN_WORDS || words > MAX_WORDS
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
}
