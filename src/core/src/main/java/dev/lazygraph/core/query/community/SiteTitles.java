package dev.lazygraph.core.query.community;

import dev.lazygraph.core.nlp.EnglishStopWords;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words a site puts before or after every page's own title ("Apache Tomcat 10 Configuration Reference
 * (10.1.60) - The Engine Container", "Buffer | Node.js v18.20.4 Documentation"): a segment, set off by a dash, a bar
 * or a middle dot, that starts or ends many of the collection's titles names the site or one of its books, not the
 * page. A page is named by what is left. A site may have several such names (the reference and the guides of one
 * manual) and a title may carry one before and one after its own words, so every one found is cut.
 */
public final class SiteTitles {
    /**
     * A segment starting or ending more than this share of the titles names the site or one of its books. A fifth,
     * not a majority: a manual of several books gives each its own prefix, and copies of the pages outside the web of
     * links carry other titles.
     */
    static final double SHARED_SHARE = 0.2;
    /** A segment must start or end at least this many titles to be the site's, however small the collection. */
    static final int LEAST_TITLES = 3;
    /** Spaces on both sides set a separator apart from a hyphen inside a word ("Built-in", "sql-stmt"). */
    private static final Pattern SEPARATOR = Pattern.compile("\\s+[\\p{Pd}|\u00b7\u2022]\\s+");

    /**
     * A word that more than this share of the titles carry, once the site's names are cut, is the product's name
     * ("Datatypes In SQLite", "SQLite Backup API"): it says nothing of a page among the others.
     */
    static final double NAME_WORD_SHARE = 0.5;
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}+#*_]*");

    private final Set<String> leading;
    private final Set<String> trailing;
    /** The product's name most titles carry among their own words, or {@code null}. */
    private final String nameWord;
    private final Pattern nameAtEnd;
    private final Pattern nameAtStart;

    private SiteTitles(Set<String> leading, Set<String> trailing, String nameWord) {
        this.leading = leading;
        this.trailing = trailing;
        this.nameWord = nameWord;
        String name = nameWord == null ? null : Pattern.quote(nameWord);
        // The name and the word tying it to the page's own ("... In SQLite", "... For SQLite") end a title; the
        // name alone starts one ("SQLite Backup API").
        this.nameAtEnd = name == null ? null
                : Pattern.compile("(?:\\s+(?i:in|of|for|on|with|to)(?:\\s+(?i:the))?)?\\s+" + name + "$");
        this.nameAtStart = name == null ? null : Pattern.compile("^" + name + "\\s+");
    }

    /** The site's names among {@code titles}: the titles of the documents in the collection's web of pages. */
    public static SiteTitles of(Collection<String> titles) {
        Map<String, Integer> starts = new HashMap<>();
        Map<String, Integer> ends = new HashMap<>();
        for (String title : titles) {
            List<String> segments = segments(title);
            for (int k = 1; k < segments.size(); k++) {
                starts.merge(String.join(" - ", segments.subList(0, k)), 1, Integer::sum);
                ends.merge(String.join(" - ", segments.subList(segments.size() - k, segments.size())), 1,
                        Integer::sum);
            }
        }
        double least = Math.max(LEAST_TITLES, SHARED_SHARE * titles.size());
        SiteTitles site = new SiteTitles(shared(starts, least), shared(ends, least), null);
        return new SiteTitles(site.leading, site.trailing, nameWord(titles.stream().map(site::ownWords).toList()));
    }

    /** The word more than {@value #NAME_WORD_SHARE} of {@code titles} carry, the most carried; none if no word is. */
    private static String nameWord(List<String> titles) {
        Map<String, Integer> carrying = new HashMap<>();
        for (String title : titles) {
            Set<String> words = new HashSet<>();
            Matcher m = WORD.matcher(title);
            while (m.find()) {
                String word = m.group();
                if (!EnglishStopWords.contains(word.toLowerCase(Locale.ROOT)) && !word.chars().allMatch(Character::isDigit)) {
                    words.add(word);
                }
            }
            words.forEach(w -> carrying.merge(w, 1, Integer::sum));
        }
        double least = Math.max(LEAST_TITLES, NAME_WORD_SHARE * titles.size());
        return carrying.entrySet().stream().filter(e -> e.getValue() > least)
                .max(Map.Entry.<String, Integer>comparingByValue()
                        .thenComparing(Map.Entry.<String, Integer>comparingByKey().reversed()))
                .map(Map.Entry::getKey).orElse(null);
    }

    /**
     * These names and those that start or end enough of {@code titles} (a book's or folder's pages) to name it: a
     * book's name on all its pages is cut from them even where the book is too small a share of the collection.
     */
    public SiteTitles within(Collection<String> titles) {
        SiteTitles book = of(titles);
        Set<String> bookLeading = new HashSet<>(leading);
        bookLeading.addAll(book.leading);
        Set<String> bookTrailing = new HashSet<>(trailing);
        bookTrailing.addAll(book.trailing);
        return new SiteTitles(bookLeading, bookTrailing, nameWord);
    }

    /**
     * The name a folder's pages carry before or after their own words and the rest of the collection's mostly do
     * not ("Apache Tomcat 10 Configuration Reference (10.1.60)" on the configuration reference's pages, where the
     * site's own name is on every page): the book the folder is. A name on at least half of the folder's titles and,
     * proportionally, on fewer than half as many of the others; the longest such.
     */
    public static Optional<String> bookName(Collection<String> folderTitles, Collection<String> otherTitles) {
        Map<String, Integer> inFolder = edgeSegments(folderTitles);
        Map<String, Integer> elsewhere = edgeSegments(otherTitles);
        double least = Math.max(LEAST_TITLES, folderTitles.size() / 2.0);
        return inFolder.entrySet().stream()
                .filter(e -> e.getValue() >= least)
                .filter(e -> elsewhere.getOrDefault(e.getKey(), 0) / (double) Math.max(1, otherTitles.size())
                        < e.getValue() / (2.0 * folderTitles.size()))
                .map(Map.Entry::getKey)
                .max(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder()));
    }

    /** How many of {@code titles} start or end with each run of segments (a title's whole self left out). */
    private static Map<String, Integer> edgeSegments(Collection<String> titles) {
        Map<String, Integer> counts = new HashMap<>();
        for (String title : titles) {
            List<String> segments = segments(title);
            Set<String> edges = new HashSet<>();
            for (int k = 1; k < segments.size(); k++) {
                edges.add(String.join(" - ", segments.subList(0, k)));
                edges.add(String.join(" - ", segments.subList(segments.size() - k, segments.size())));
            }
            edges.forEach(e -> counts.merge(e, 1, Integer::sum));
        }
        return counts;
    }

    private static Set<String> shared(Map<String, Integer> counts, double least) {
        Set<String> shared = new HashSet<>();
        counts.forEach((segment, count) -> {
            if (count >= least) {
                shared.add(segment);
            }
        });
        return shared;
    }

    /**
     * {@code title} without the site's names before and after its own words; the title itself if nothing is left.
     * The names before it are cut first, unless what is left is a site's name itself: a page's own words may start
     * several titles ("Installation | Kiln manual", "Installation | Loom manual") where a name ends them.
     */
    public String page(String title) {
        return withoutName(ownWords(title));
    }

    /**
     * {@code title} without the product's name at its ends, unless a stop word is left at its edge ("About
     * SQLite", "SQLite In 5 Minutes Or Less" read as phrases) or nothing is left.
     */
    private String withoutName(String title) {
        if (nameWord == null) {
            return title;
        }
        String cut = nameAtStart.matcher(nameAtEnd.matcher(title).replaceFirst("")).replaceFirst("");
        List<String> words = Arrays.asList(cut.split(" "));
        return cut.isBlank() || EnglishStopWords.contains(words.get(0).toLowerCase(Locale.ROOT))
                || EnglishStopWords.contains(words.get(words.size() - 1).toLowerCase(Locale.ROOT)) ? title : cut;
    }

    /** {@code title} without the site's names before and after its own words. */
    private String ownWords(String title) {
        String spaced = spaced(title);
        List<String> segments = segments(spaced);
        int from = longest(segments, leading, true);
        int to = segments.size() - longest(segments.subList(from, segments.size()), trailing, false);
        if (from < to && isName(String.join(" - ", segments.subList(from, to)))) {
            to = segments.size() - longest(segments, trailing, false);
            from = longest(segments.subList(0, to), leading, true);
        }
        if (from >= to) {
            return spaced;
        }
        // Cut at the separators themselves, so the page's own words keep their dashes.
        List<int[]> separators = new ArrayList<>();
        Matcher m = SEPARATOR.matcher(spaced);
        while (m.find()) {
            separators.add(new int[] {m.start(), m.end()});
        }
        int start = from == 0 ? 0 : separators.get(from - 1)[1];
        int end = to == segments.size() ? spaced.length() : separators.get(to - 1)[0];
        return spaced.substring(start, end);
    }

    private boolean isName(String segments) {
        return leading.contains(segments) || trailing.contains(segments);
    }

    /** How many segments at the start (or end) of {@code segments} are one of {@code names}, the most that are. */
    private static int longest(List<String> segments, Set<String> names, boolean atStart) {
        for (int k = segments.size() - 1; k >= 1; k--) {
            List<String> part = atStart ? segments.subList(0, k) : segments.subList(segments.size() - k, segments.size());
            if (names.contains(String.join(" - ", part))) {
                return k;
            }
        }
        return 0;
    }

    private static List<String> segments(String title) {
        return Arrays.asList(SEPARATOR.split(spaced(title), -1));
    }

    /** {@code title} with every run of spaces (a no-break space too) one plain space, and none at its ends. */
    static String spaced(String title) {
        return title.replaceAll("[\\s\\p{Z}]+", " ").strip();
    }
}
