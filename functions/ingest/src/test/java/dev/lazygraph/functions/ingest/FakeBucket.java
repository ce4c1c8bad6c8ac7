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

/** An in-memory unversioned bucket (revision = MD5 eTag, as S3 gives for single-part uploads). */
final class FakeBucket implements ObjectSource {
    final Map<String, byte[]> objects = new ConcurrentHashMap<>();
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
        return Optional.of(new StoredObject(eTag(content), content));
    }

    static String eTag(byte[] content) {
        try {
            return String.format("%032x", new BigInteger(1, MessageDigest.getInstance("MD5").digest(content)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
