package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.document.RejectedDocumentException;
import java.math.BigInteger;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;

/**
 * An in-memory bucket that, like s3rver, keeps only the current object of each key: a read of any version
 * returns it under that version id; a read of the current object gives its version id from
 * {@link #currentVersions} (a versioned bucket) or else its MD5 eTag (as S3 does for single-part uploads to
 * an unversioned bucket).
 */
final class FakeBucket implements ObjectSource {
    final Map<String, byte[]> objects = new ConcurrentHashMap<>();
    final Map<String, String> currentVersions = new ConcurrentHashMap<>();
    final Set<String> unreachable = new HashSet<>();
    final AtomicInteger reads = new AtomicInteger();

    @Override
    public Optional<StoredObject> read(String bucket, String key, String versionId, long maxBytes) {
        reads.incrementAndGet();
        if (unreachable.contains(key)) {
            throw SdkClientException.create("Unable to execute HTTP request: connect timed out");
        }
        byte[] content = objects.get(key);
        if (content == null) {
            return Optional.empty();
        }
        if (content.length > maxBytes) {
            throw new RejectedDocumentException(RejectedDocumentException.Reason.TOO_LARGE,
                    S3ObjectSource.tooLargeMessage(content.length, maxBytes));
        }
        String revision = versionId != null ? versionId : currentVersions.getOrDefault(key, eTag(content));
        return Optional.of(new StoredObject(revision, content));
    }

    static String eTag(byte[] content) {
        try {
            return String.format("%032x", new BigInteger(1, MessageDigest.getInstance("MD5").digest(content)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
