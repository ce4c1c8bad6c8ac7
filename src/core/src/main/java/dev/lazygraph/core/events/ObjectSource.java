package dev.lazygraph.core.events;

import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.RejectedDocumentException;
import java.util.Optional;

/** Reads the objects of the bucket S3 events refer to. */
public interface ObjectSource {

    /**
     * Reads one object (or one version of it) whole.
     *
     * @param versionId the version to read, or {@code null} for the current object
     * @return empty when the object or version no longer exists (a newer event will say so)
     * @throws RejectedDocumentException (TOO_LARGE) when it is larger than {@code maxBytes}; nothing is downloaded
     * @throws RuntimeException          when the store cannot be reached: the caller retries later
     */
    Optional<StoredObject> read(String bucket, String key, String versionId, long maxBytes);

    /**
     * The revision of the key's current object without reading it (a HEAD request).
     *
     * @return its version id in a versioned bucket, else its eTag; empty when the key holds no object
     */
    Optional<String> currentRevision(String bucket, String key);

    /**
     * @param revision the object's version id (the one asked for, else the current one), else its eTag
     * @param metadata the groups and tags the object carries (its tags or user metadata)
     */
    record StoredObject(String revision, byte[] content, DocumentMetadata metadata) {
        public StoredObject {
            metadata = metadata == null ? DocumentMetadata.NONE : metadata;
        }

        /** An object without groups or tags. */
        public StoredObject(String revision, byte[] content) {
            this(revision, content, DocumentMetadata.NONE);
        }
    }

    static String tooLargeMessage(long size, long maxBytes) {
        return "object of " + size + " bytes is over the limit of " + maxBytes + " bytes";
    }
}
