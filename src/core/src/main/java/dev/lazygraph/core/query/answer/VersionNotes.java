package dev.lazygraph.core.query.answer;

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

    private VersionNotes() {
    }

    /** Whether {@code sentence} is a line of version history. */
    static boolean isNote(String sentence) {
        return NOTE.matcher(sentence).find();
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
