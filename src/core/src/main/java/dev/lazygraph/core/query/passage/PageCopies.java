package dev.lazygraph.core.query.passage;

import dev.lazygraph.core.passage.Passage;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Cites the page that owns a text rather than a copy of it. Documentation sites ship copies of their pages:
 * Sphinx puts each page's source as plain text beside it ({@code _sources/x.rst.txt}), Node.js each page as
 * {@code x.md} beside {@code x.html} and every page again in one {@code all.html}. Which copy ranks first
 * flips on small score changes, so the page cited and the link a reader follows would be any of them, and
 * the copies crowd the context. Among the pooled passages, a passage whose text another pooled document holds
 * too ({@link TextCopies#COPIED_SHARE} of its {@link TextCopies#SHINGLE}-word runs) is one of several copies;
 * the owner among the documents holding it is the one a reader is meant to read: the richer format first (a
 * web page over its markup source over plain text), then the closest copy (lacking fewest of the text's
 * words: a page of the same template about another thing lacks the names), then the document holding least
 * else (a page over the concatenation of all pages), then the key. The owner's passage holding most of the
 * copied text takes the copy's place in the ranking, so a text that three documents hold keeps its three
 * places (the ranking's vote for it), all the owner's; a consumer of the ranking reads a passage once
 * ({@link TextCopies}). This works on the pool at query time, so it needs nothing from ingest (which may see
 * one file at a time) and holds for every store; an owner outside the pool is not found.
 */
public final class PageCopies {
    /** The owner's passage stands for the copy when it holds at least this share of the copy's word runs. */
    static final double STANDS_FOR = 0.25;

    private PageCopies() {
    }

    /**
     * {@code ranked} (best first) with every copy replaced by its owner's passage; a passage may now stand in
     * several places.
     *
     * @param wordsOf the words of each of the documents asked for by key (those of the caller's view), asked only
     *                for the pages of one format that hold one text
     */
    public static List<RankedPassage> owned(List<RankedPassage> ranked,
                                            Function<Collection<String>, Map<String, Long>> wordsOf) {
        Map<String, Set<String>> shinglesByDocument = new HashMap<>();
        Map<String, Set<String>> wordsByDocument = new HashMap<>();
        Map<Passage, Set<String>> shinglesByPassage = new HashMap<>();
        Map<String, List<Passage>> passagesByDocument = new LinkedHashMap<>();
        for (RankedPassage r : ranked) {
            String document = key(r.passage());
            Set<String> shingles = new HashSet<>(TextCopies.shingles(r.passage().text()));
            shinglesByPassage.put(r.passage(), shingles);
            shinglesByDocument.computeIfAbsent(document, k -> new HashSet<>()).addAll(shingles);
            wordsByDocument.computeIfAbsent(document, k -> new HashSet<>())
                    .addAll(TextCopies.words(r.passage().text()));
            passagesByDocument.computeIfAbsent(document, k -> new ArrayList<>()).add(r.passage());
        }
        Owners owners = new Owners(wordsOf);
        List<RankedPassage> owned = new ArrayList<>();
        for (RankedPassage r : ranked) {
            Set<String> shingles = shinglesByPassage.get(r.passage());
            Set<String> words = TextCopies.words(r.passage().text());
            String document = key(r.passage());
            Map<String, Long> missing = new HashMap<>(Map.of(document, 0L));
            shinglesByDocument.forEach((other, held) -> {
                if (!other.equals(document) && !shingles.isEmpty()
                        && shared(shingles, held) >= TextCopies.COPIED_SHARE * shingles.size()) {
                    missing.put(other, words.size() - shared(words, wordsByDocument.get(other)));
                }
            });
            String owner = owners.of(missing);
            if (owner.equals(document)) {
                owned.add(r);
                continue;
            }
            passagesByDocument.get(owner).stream()
                    .max(Comparator.comparingLong((Passage p) -> shared(shingles, shinglesByPassage.get(p))))
                    .filter(p -> shared(shingles, shinglesByPassage.get(p)) >= STANDS_FOR * shingles.size())
                    .ifPresent(p -> owned.add(new RankedPassage(p, r.score())));
        }
        return owned;
    }

    private static String key(Passage passage) {
        return passage.chunk().chunk().document().key();
    }

    private static long shared(Set<String> items, Set<String> in) {
        return items.stream().filter(in::contains).count();
    }

    /** Chooses the owner among the documents holding one text; reads the sizes of tied documents only. */
    private static final class Owners {
        private final Function<Collection<String>, Map<String, Long>> wordsOf;

        Owners(Function<Collection<String>, Map<String, Long>> wordsOf) {
            this.wordsOf = wordsOf;
        }

        /**
         * The owner among {@code holders} (document key: how many of the text's words it lacks): the richest
         * format; then the closest copy, lacking fewest of the text's words (a page of the same template that
         * names another thing lacks its names, a page's source adds only its markup's words); then the
         * smallest document; then the key.
         */
        String of(Map<String, Long> holders) {
            if (holders.size() == 1) {
                return holders.keySet().iterator().next();
            }
            Comparator<String> closest = Comparator.comparingInt(PageCopies::formatRank)
                    .thenComparingLong(holders::get);
            String best = holders.keySet().stream().min(closest).orElseThrow();
            List<String> tied = holders.keySet().stream().filter(k -> closest.compare(k, best) == 0).toList();
            if (tied.size() == 1) {
                return best;
            }
            Map<String, Long> words = wordsOf.apply(tied);
            return tied.stream().min(Comparator.comparingLong((String k) -> words.getOrDefault(k, Long.MAX_VALUE))
                    .thenComparing(Comparator.naturalOrder())).orElseThrow();
        }
    }

    /**
     * 0 for a web page (what a site links and a reader follows), 2 for plain text (a page's source shipped
     * beside it is plain text), 1 for every other format (markup sources, office documents).
     */
    static int formatRank(String key) {
        String name = key.substring(Math.max(key.lastIndexOf('/'), key.lastIndexOf('\\')) + 1);
        String extension = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
        return switch (extension) {
            case "html", "htm", "xhtml" -> 0;
            case "txt" -> 2;
            default -> 1;
        };
    }
}
