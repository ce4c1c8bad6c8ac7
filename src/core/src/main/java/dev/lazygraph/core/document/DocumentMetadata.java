package dev.lazygraph.core.document;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * What a document says about itself besides its text, set where it is ingested (a field of the upload, S3
 * object tags or metadata, CLI options): the access groups that may read it and its tags.
 *
 * <p>A document without groups is readable by every caller of its collection; one with groups only by a caller
 * in at least one of them. Tags (key &rarr; value) are for scoped questions ({@code filter}). Metadata is part of
 * the document's revision ({@link DocumentRevision}): a change of groups or tags is a new revision, so
 * everything derived from the old one (chunks, postings, cached summaries, verdicts and answers) is replaced.
 *
 * @param groups sorted; empty: every caller of the collection may read the document
 * @param tags   sorted by key
 */
public record DocumentMetadata(SortedSet<String> groups, SortedMap<String, String> tags) {
    public static final int MAX_GROUPS = 64;
    public static final int MAX_TAGS = 50;
    public static final int MAX_GROUP_CHARS = 128;
    public static final int MAX_TAG_KEY_CHARS = 128;
    public static final int MAX_TAG_VALUE_CHARS = 256;
    /**
     * Letters, digits and {@code . _ - : @ / + =}: what an S3 tag value may hold besides spaces, which separate
     * the groups there. No '*', no ',' and no whitespace, so a list of groups reads one way only.
     */
    private static final Pattern GROUP = Pattern.compile("[\\p{L}\\p{N}._:@/+=-]{1," + MAX_GROUP_CHARS + "}");

    public static final DocumentMetadata NONE = new DocumentMetadata(new TreeSet<>(), new TreeMap<>());

    public DocumentMetadata {
        groups = groups == null ? Collections.emptySortedSet() : Collections.unmodifiableSortedSet(new TreeSet<>(groups));
        tags = tags == null ? Collections.emptySortedMap() : Collections.unmodifiableSortedMap(new TreeMap<>(tags));
        if (groups.size() > MAX_GROUPS) {
            throw new IllegalArgumentException("a document may have at most " + MAX_GROUPS + " groups, not " + groups.size());
        }
        if (tags.size() > MAX_TAGS) {
            throw new IllegalArgumentException("a document may have at most " + MAX_TAGS + " tags, not " + tags.size());
        }
        groups.forEach(DocumentMetadata::requireGroup);
        tags.forEach(DocumentMetadata::requireTag);
    }

    public static DocumentMetadata of(Collection<String> groups, Map<String, String> tags) {
        return new DocumentMetadata(new TreeSet<>(groups), new TreeMap<>(tags));
    }

    public static DocumentMetadata ofGroups(Collection<String> groups) {
        return of(groups, Map.of());
    }

    /** Whether only some callers may read the document. */
    public boolean restricted() {
        return !groups.isEmpty();
    }

    public boolean isEmpty() {
        return groups.isEmpty() && tags.isEmpty();
    }

    /** The same tags with these groups. */
    public DocumentMetadata withGroups(Collection<String> replaced) {
        return of(replaced, tags);
    }

    /**
     * A canonical text of the metadata: the same groups and tags always give the same text, any change another
     * one. What the revision folds in.
     */
    String canonical() {
        StringBuilder text = new StringBuilder("metadata-v1\n");
        groups.forEach(g -> text.append(g).append('\u0001'));
        text.append('\n');
        tags.forEach((k, v) -> text.append(k).append('\u0002').append(v).append('\u0001'));
        return text.toString();
    }

    /** @throws IllegalArgumentException when {@code group} is not a valid group name */
    public static String requireGroup(String group) {
        if (group == null || !GROUP.matcher(group).matches()) {
            throw new IllegalArgumentException("a group is 1-" + MAX_GROUP_CHARS + " letters, digits or . _ - : @ / + =: "
                    + (group == null ? "none given" : "'" + DisplaySafe.escape(group) + "'"));
        }
        return group;
    }

    private static void requireTag(String key, String value) {
        if (key == null || key.isBlank() || key.length() > MAX_TAG_KEY_CHARS || key.indexOf('=') >= 0
                || !key.strip().equals(key) || !displaySafe(key)) {
            throw new IllegalArgumentException("a tag key is 1-" + MAX_TAG_KEY_CHARS + " characters without '=',"
                    + " control characters or surrounding spaces: " + (key == null ? "none given"
                    : "'" + DisplaySafe.escape(key) + "'"));
        }
        if (value == null || value.length() > MAX_TAG_VALUE_CHARS || !displaySafe(value)) {
            throw new IllegalArgumentException("the value of tag '" + key + "' must be at most " + MAX_TAG_VALUE_CHARS
                    + " characters without control characters");
        }
    }

    private static boolean displaySafe(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (DisplaySafe.changesDisplay(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
