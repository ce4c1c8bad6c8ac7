package dev.lazygraph.core.events;

import dev.lazygraph.core.document.KeyOrder;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.reconcile.BucketListing;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.SocketTimeoutException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An in-memory bucket (objects and listings) that, like s3rver, keeps only the current object of each key: a
 * read of any version returns it under that version id; a read of the current object gives its version id
 * from {@link #currentVersions} (a versioned bucket) or else its MD5 eTag (as S3 does for single-part uploads
 * to an unversioned bucket).
 */
public final class FakeBucket implements ObjectSource, BucketListing {
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

    /** Keys in S3's order; {@code topLevelFolders} like a listing with the delimiter '/'. */
    @Override
    public ObjectPage list(String bucket, String prefix, String startAfter, int maxKeys) {
        List<String> keys = objects.keySet().stream()
                .filter(key -> key.startsWith(prefix))
                .filter(key -> startAfter == null || KeyOrder.UTF8.compare(key, startAfter) > 0)
                .sorted(KeyOrder.UTF8)
                .toList();
        List<ListedObject> page = new ArrayList<>();
        for (String key : keys.subList(0, Math.min(maxKeys, keys.size()))) {
            byte[] content = objects.get(key);
            if (content != null) {
                page.add(new ListedObject(key, currentVersions.getOrDefault(key, eTag(content)), content.length));
            }
        }
        return new ObjectPage(page, keys.size() > maxKeys ? keys.get(maxKeys - 1) : null);
    }

    @Override
    public List<String> topLevelFolders(String bucket) {
        return objects.keySet().stream().filter(key -> key.indexOf('/') > 0)
                .map(key -> key.substring(0, key.indexOf('/'))).distinct().sorted().toList();
    }

    public static String eTag(byte[] content) {
        try {
            return String.format("%032x", new BigInteger(1, MessageDigest.getInstance("MD5").digest(content)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
