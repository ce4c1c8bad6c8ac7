package dev.lazygraph.s3;

import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.RejectedDocumentException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A document's groups and tags as an S3 object carries them. Groups: the object tag {@value #GROUPS} (groups
 * separated by spaces: an S3 tag value cannot hold a comma) or the user metadata {@code x-amz-meta-}{@value
 * #GROUPS} (spaces or commas); tags: every other object tag, and each user metadata entry {@code
 * x-amz-meta-}{@value #TAG_PREFIX}{@code <name>}. Groups that cannot be read, or that the tag and the metadata
 * give differently, refuse the object: a document is never stored readable by more callers than its object
 * says.
 */
final class S3ObjectMetadata {
    static final String GROUPS = "lazygraph-groups";
    static final String TAG_PREFIX = "lazygraph-tag-";

    private S3ObjectMetadata() {
    }

    /**
     * @param tags         the object's tags
     * @param userMetadata its user metadata, names without {@code x-amz-meta-} (S3 gives them in lower case)
     * @throws RejectedDocumentException (INVALID_METADATA) for groups or tags no document may have
     */
    static DocumentMetadata of(Map<String, String> tags, Map<String, String> userMetadata) {
        Map<String, String> documentTags = new LinkedHashMap<>();
        tags.forEach((key, value) -> {
            if (!key.equals(GROUPS)) {
                documentTags.put(key, value);
            }
        });
        userMetadata.forEach((name, value) -> {
            String lower = name.toLowerCase(Locale.ROOT);
            if (lower.startsWith(TAG_PREFIX) && lower.length() > TAG_PREFIX.length()) {
                documentTags.put(lower.substring(TAG_PREFIX.length()), value);
            }
        });
        Set<String> fromTag = tags.containsKey(GROUPS) ? split(tags.get(GROUPS)) : null;
        Set<String> fromMetadata = userMetadata.containsKey(GROUPS) ? split(userMetadata.get(GROUPS)) : null;
        if (fromTag != null && fromMetadata != null && !fromTag.equals(fromMetadata)) {
            throw invalid("the object's tag " + GROUPS + " and its metadata x-amz-meta-" + GROUPS
                    + " name different groups");
        }
        Set<String> groups = fromTag != null ? fromTag : fromMetadata != null ? fromMetadata : Set.of();
        try {
            return DocumentMetadata.of(groups, documentTags);
        } catch (IllegalArgumentException e) {
            throw invalid(e.getMessage());
        }
    }

    private static Set<String> split(String value) {
        List<String> groups = new ArrayList<>();
        for (String group : value.strip().split("[\\s,]+")) {
            if (!group.isEmpty()) {
                groups.add(group);
            }
        }
        return new TreeSet<>(groups);
    }

    private static RejectedDocumentException invalid(String why) {
        return new RejectedDocumentException(RejectedDocumentException.Reason.INVALID_METADATA, why);
    }
}
