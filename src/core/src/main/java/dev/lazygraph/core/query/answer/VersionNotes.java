package dev.lazygraph.core.query.answer;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A line of a page's version history: "Added in: v8.3.0", "Changed in version 3.8: ...", "New in version 3.2.",
 * "Deprecated since version 3.5", or a change note led by its release ("v12.18.3: The constructor now accepts an
 * options object."). Documentation generators print these beside what they describe (Sphinx's version
 * directives, API references' history tables); they say when something changed, not what it is or does, so they
 * answer a question only when it asks about versions or releases.
 */
final class VersionNotes {
    private static final String VERSION = "v?\\d+(?:\\.\\d+)+";
    private static final Pattern NOTE = Pattern.compile("^[\\s(\\[]*(?:(?:added|new|changed|deprecated|removed|"
            + "introduced|updated)\\b[^.:]{0,20}?\\b(?:in|since)\\b(?:\\s+version)?\\s*:?\\s*" + VERSION + "|"
            + "(?:version|release)s?\\s*:?\\s*" + VERSION + "\\b|" + VERSION + "\\s*:)", Pattern.CASE_INSENSITIVE);
    private static final Pattern RELEASE = Pattern.compile(VERSION + "\\s*:?", Pattern.CASE_INSENSITIVE);
    private static final Pattern ASKS_FOR_VERSIONS = Pattern.compile("\\b(?:versions?|releases?|released|"
            + "introduced|deprecated|history|changelog)\\b", Pattern.CASE_INSENSITIVE);

    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}'’]*");
    /** The words a history line is written with, besides its versions. */
    private static final Set<String> HISTORY_WORDS = Set.of("added", "new", "changed", "deprecated", "removed",
            "introduced", "updated", "in", "since", "version", "versions", "release", "releases", "will", "be",
            "and", "or", "to", "v");

    private VersionNotes() {
    }

    /** Whether {@code sentence} is a line of version history. */
    static boolean isNote(String sentence) {
        return NOTE.matcher(sentence).find();
    }

    /**
     * Whether {@code sentence} is a line of version history and nothing else ("Added in: v8.3.0", "Deprecated
     * since version 3.5, will be removed in version 3.12."), as opposed to a note that also says what holds now
     * ("Changed in version 3.8: The default protocol is 4.").
     */
    static boolean isHistoryOnly(String sentence) {
        Matcher note = NOTE.matcher(sentence);
        if (!note.find()) {
            return false;
        }
        Matcher word = WORD.matcher(sentence.substring(note.end()));
        while (word.find()) {
            if (!HISTORY_WORDS.contains(word.group().toLowerCase(Locale.ROOT))) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code title} (a definition term, a table row's first cell) is only a release: "v12.18.3". */
    static boolean isRelease(String title) {
        return RELEASE.matcher(title.strip()).matches();
    }

    /** Whether {@code question} asks about versions, where a line of version history is the answer. */
    static boolean asksForVersions(String question) {
        return ASKS_FOR_VERSIONS.matcher(question).find();
    }
}
