package dev.lazygraph.core.query.community;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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

    private final Set<String> leading;
    private final Set<String> trailing;

    private SiteTitles(Set<String> leading, Set<String> trailing) {
        this.leading = leading;
        this.trailing = trailing;
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
        return new SiteTitles(shared(starts, least), shared(ends, least));
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

    /** {@code title} without the site's names before and after its own words; the title itself if nothing is left. */
    public String page(String title) {
        String spaced = spaced(title);
        List<String> segments = segments(spaced);
        int from = longest(segments, leading, true);
        int to = segments.size() - longest(segments.subList(from, segments.size()), trailing, false);
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
