package dev.lazygraph.core.events;

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
import java.io.UncheckedIOException;
import java.net.SocketTimeoutException;

/**
 * An in-memory bucket that, like s3rver, keeps only the current object of each key: a read of any version
 * returns it under that version id; a read of the current object gives its version id from
 * {@link #currentVersions} (a versioned bucket) or else its MD5 eTag (as S3 does for single-part uploads to
 * an unversioned bucket).
 */
public final class FakeBucket implements ObjectSource {
    public final Map<String, byte[]> objects = new ConcurrentHashMap<>();
    public final Map<String, String> currentVersions = new ConcurrentHashMap<>();
    public final Set<String> unreachable = new HashSet<>();
    public final AtomicInteger reads = new AtomicInteger();

    @Override
    public Optional<StoredObject> read(String bucket, String key, String versionId, long maxBytes) {
        reads.incrementAndGet();
        if (unreachable.contains(key)) {
            throw new UncheckedIOException(new SocketTimeoutException("connect timed out"));
        }
        byte[] content = objects.get(key);
        if (content == null) {
            return Optional.empty();
        }
        if (content.length > maxBytes) {
            throw new RejectedDocumentException(RejectedDocumentException.Reason.TOO_LARGE,
                    ObjectSource.tooLargeMessage(content.length, maxBytes));
        }
        String revision = versionId != null ? versionId : currentVersions.getOrDefault(key, eTag(content));
        return Optional.of(new StoredObject(revision, content));
    }

    @Override
    public Optional<String> currentRevision(String bucket, String key) {
        byte[] content = objects.get(key);
        return content == null ? Optional.empty() : Optional.of(currentVersions.getOrDefault(key, eTag(content)));
    }

    public static String eTag(byte[] content) {
        try {
            return String.format("%032x", new BigInteger(1, MessageDigest.getInstance("MD5").digest(content)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
