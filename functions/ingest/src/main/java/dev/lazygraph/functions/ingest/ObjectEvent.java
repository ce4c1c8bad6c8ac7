package dev.lazygraph.functions.ingest;

import com.amazonaws.services.lambda.runtime.events.models.s3.S3EventNotification.S3EventNotificationRecord;
import com.amazonaws.services.lambda.runtime.events.models.s3.S3EventNotification.S3ObjectEntity;
import dev.lazygraph.core.events.Sequencer;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * One record of an S3 event notification, validated and with its key decoded.
 *
 * @param key       the object key as stored in S3 (decoded from the notification's URL encoding)
 * @param versionId the object version in a versioned bucket, else {@code null}
 * @param eTag      the object's entity tag (created events only), else {@code null}
 * @param size      the object size in bytes (created events only), else {@code null}
 * @param sequencer orders the events of one key; S3 sends it for created and removed events
 */
public record ObjectEvent(Kind kind, String eventName, String bucket, String key, String versionId, String eTag,
                          Long size, Sequencer sequencer) {

    public enum Kind {
        /** {@code ObjectCreated:*}: Put, Post, Copy, CompleteMultipartUpload. */
        CREATED,
        /** {@code ObjectRemoved:*}: Delete, DeleteMarkerCreated. */
        REMOVED,
        /** Any other event type (restore, replication, tagging...): nothing to do for the graph. */
        OTHER
    }

    public ObjectEvent {
        if (bucket == null || bucket.isBlank()) {
            throw new IllegalArgumentException("S3 record without a bucket name");
        }
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("S3 record without an object key");
        }
        if (kind != Kind.OTHER && sequencer == null) {
            throw new IllegalArgumentException("S3 record '" + eventName + "' without a sequencer");
        }
    }

    /**
     * Reads a notification record.
     *
     * @throws IllegalArgumentException when the record lacks its bucket, key or sequencer or they are malformed
     */
    public static ObjectEvent of(S3EventNotificationRecord record) {
        String eventName = record.getEventName() == null ? "" : record.getEventName();
        if (record.getS3() == null || record.getS3().getObject() == null || record.getS3().getBucket() == null) {
            throw new IllegalArgumentException("S3 record '" + eventName + "' without bucket or object");
        }
        S3ObjectEntity object = record.getS3().getObject();
        return new ObjectEvent(kindOf(eventName), eventName, record.getS3().getBucket().getName(),
                decodeKey(object.getKey()), blankToNull(object.getVersionId()), blankToNull(object.geteTag()),
                object.getSizeAsLong(), object.getSequencer() == null ? null : Sequencer.of(object.getSequencer()));
    }

    /**
     * Keys arrive form-URL-encoded ({@code reports/Q3+r%C3%A9sum%C3%A9.txt} is "reports/Q3 résumé.txt"): a
     * literal '+' in a key is sent as %2B, so form decoding is exactly the inverse.
     */
    public static String decodeKey(String encoded) {
        if (encoded == null) {
            throw new IllegalArgumentException("S3 record without an object key");
        }
        return URLDecoder.decode(encoded, StandardCharsets.UTF_8);
    }

    static Kind kindOf(String eventName) {
        if (eventName.startsWith("ObjectCreated:")) {
            return Kind.CREATED;
        }
        if (eventName.startsWith("ObjectRemoved:")) {
            return Kind.REMOVED;
        }
        return Kind.OTHER;
    }

    /** A key ending in '/' is the zero-byte "folder" the S3 console creates, not a document. */
    public boolean isFolderMarker() {
        return key.endsWith("/");
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
