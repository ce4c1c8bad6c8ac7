package dev.lazygraph.core.events;

/**
 * One record of a bucket's event notification as the bucket's edge read it (S3's JSON is read there), not yet
 * validated: any field may be missing ({@code null}), and {@link ObjectEvent#of} says why that is refused.
 *
 * @param eventName  such as {@code ObjectCreated:Put}
 * @param bucket     the bucket's name
 * @param encodedKey the object key, form-URL-encoded as S3 sends it
 * @param size       bytes (created events)
 * @param eTag       the object's entity tag (created events)
 * @param versionId  in a versioned bucket
 * @param sequencer  orders the events of one key
 */
public record EventRecord(String eventName, String bucket, String encodedKey, Long size, String eTag,
                          String versionId, String sequencer) {
}
