package dev.lazygraph.core.events;

import dev.lazygraph.core.document.DisplaySafe;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * One record of a bucket's event notification, validated and with its key decoded.
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
    public static ObjectEvent of(EventRecord record) {
        if (record == null) {
            throw new IllegalArgumentException("S3 record that is null");
        }
        String eventName = record.eventName() == null ? "" : DisplaySafe.escape(record.eventName());
        if (record.bucket() == null) {
            throw new IllegalArgumentException("S3 record '" + eventName + "' without bucket or object");
        }
        return new ObjectEvent(kindOf(eventName), eventName, record.bucket(), decodeKey(record.encodedKey()),
                blankToNull(record.versionId()), blankToNull(record.eTag()), record.size(),
                record.sequencer() == null ? null : Sequencer.of(record.sequencer()));
    }

    /**
     * Keys arrive form-URL-encoded ({@code reports/Q3+r%C3%A9sum%C3%A9.txt} is "reports/Q3 résumé.txt"): a
     * literal '+' in a key is sent as %2B, so form decoding is exactly the inverse. Decoded by hand because
     * {@link java.net.URLDecoder} replaces bytes that are not UTF-8 with U+FFFD, which would make up a key no
     * object has; here they make the record invalid, and so do the characters no document key may hold
     * ({@link DisplaySafe}: a newline or an ANSI escape could forge lines of the report and the logs), which
     * are refused here already because the key is reported and logged before it becomes a document id.
     *
     * @throws IllegalArgumentException when the key is missing, malformed, not UTF-8 or holds a control character
     */
    public static String decodeKey(String encoded) {
        if (encoded == null) {
            throw new IllegalArgumentException("S3 record without an object key");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(encoded.length());
        for (int i = 0; i < encoded.length(); i++) {
            char c = encoded.charAt(i);
            if (c == '%') {
                if (i + 2 >= encoded.length() || !HexFormat.isHexDigit(encoded.charAt(i + 1))
                        || !HexFormat.isHexDigit(encoded.charAt(i + 2))) {
                    throw new IllegalArgumentException("object key has a malformed %-escape at position " + i);
                }
                bytes.write(HexFormat.fromHexDigits(encoded, i + 1, i + 3));
                i += 2;
            } else if (c == '+') {
                bytes.write(' ');
            } else {
                int end = Character.isHighSurrogate(c) && i + 1 < encoded.length() ? i + 2 : i + 1;
                bytes.writeBytes(encoded.substring(i, end).getBytes(StandardCharsets.UTF_8));
                i = end - 1;
            }
        }
        String key;
        try {
            key = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("object key is not UTF-8 once URL-decoded");
        }
        requireNoControlCharacter(key);
        return key;
    }

    private static void requireNoControlCharacter(String key) {
        for (int i = 0; i < key.length(); i++) {
            if (DisplaySafe.changesDisplay(key.charAt(i))) {
                throw new IllegalArgumentException(String.format(
                        "object key has a control character (U+%04X) at position %d", (int) key.charAt(i), i));
            }
        }
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
