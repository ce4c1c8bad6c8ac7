package dev.lazygraph.s3;

import dev.lazygraph.core.reconcile.BucketListing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.BucketVersioningStatus;
import software.amazon.awssdk.services.s3.model.CommonPrefix;
import software.amazon.awssdk.services.s3.model.ListObjectVersionsResponse;
import software.amazon.awssdk.services.s3.model.ListObjectsResponse;
import software.amazon.awssdk.services.s3.model.ObjectVersion;
import software.amazon.awssdk.services.s3.model.S3Exception;
import software.amazon.awssdk.services.s3.model.S3Object;

/**
 * Lists a bucket's current objects with the revisions the ingest stores: in a bucket that is or was versioned,
 * ListObjectVersions (only it gives version ids; the latest entry of each key is its current object, or a
 * delete marker when the key was removed); in one that never was, ListObjects with eTags. Both list in key
 * order and resume after a key ({@code key-marker}, {@code marker}), so no continuation token has to be kept
 * between pages or runs. (ListObjectsV2 would do as well on S3, but s3rver, the tests' stand-in, fails every
 * truncated V2 page: it makes its continuation tokens with DES, which Node's OpenSSL 3 no longer offers.)
 */
public final class S3BucketListing implements BucketListing {
    private final S3Client s3;
    private final Map<String, Boolean> versioned = new ConcurrentHashMap<>();

    public S3BucketListing(S3Client s3) {
        this.s3 = s3;
    }

    @Override
    public ObjectPage list(String bucket, String prefix, String startAfter, int maxKeys) {
        return versioned.computeIfAbsent(bucket, this::isVersioned)
                ? versionsPage(bucket, prefix, startAfter, maxKeys)
                : objectsPage(bucket, prefix, startAfter, maxKeys);
    }

    @Override
    public List<String> topLevelFolders(String bucket) {
        List<String> folders = new ArrayList<>();
        String marker = null;
        ListObjectsResponse page;
        do {
            String after = marker;
            page = s3.listObjects(b -> b.bucket(bucket).delimiter("/").marker(after));
            for (CommonPrefix folder : page.commonPrefixes()) {
                folders.add(folder.prefix().substring(0, folder.prefix().length() - 1));
            }
            marker = page.nextMarker();
        } while (Boolean.TRUE.equals(page.isTruncated()) && marker != null);
        return folders;
    }

    private ObjectPage objectsPage(String bucket, String prefix, String startAfter, int maxKeys) {
        ListObjectsResponse page = s3.listObjects(b -> b.bucket(bucket).prefix(prefix).marker(startAfter)
                .maxKeys(maxKeys));
        List<ListedObject> objects = new ArrayList<>();
        for (S3Object object : page.contents()) {
            objects.add(new ListedObject(object.key(), S3ObjectSource.revision(null, object.eTag()), object.size()));
        }
        // Without a delimiter S3 sends no NextMarker: the next page starts after the last key.
        return new ObjectPage(objects, Boolean.TRUE.equals(page.isTruncated()) && !objects.isEmpty()
                ? objects.get(objects.size() - 1).key() : null);
    }

    private ObjectPage versionsPage(String bucket, String prefix, String startAfter, int maxKeys) {
        ListObjectVersionsResponse page = s3.listObjectVersions(b -> b.bucket(bucket).prefix(prefix)
                .keyMarker(startAfter).maxKeys(maxKeys));
        return currentObjects(page);
    }

    /**
     * The current object of each key in a page of versions (in key order, like the versions). A page may end
     * inside a key's versions; they are listed newest first, so the key's latest entry is on this page and
     * resuming after the key skips only its older versions. A key whose latest entry is a delete marker has no
     * current object.
     */
    static ObjectPage currentObjects(ListObjectVersionsResponse page) {
        List<ListedObject> objects = new ArrayList<>();
        for (ObjectVersion version : page.versions()) {
            if (Boolean.TRUE.equals(version.isLatest())) {
                objects.add(new ListedObject(version.key(),
                        S3ObjectSource.revision(version.versionId(), version.eTag()), version.size()));
            }
        }
        return new ObjectPage(objects, Boolean.TRUE.equals(page.isTruncated()) ? page.nextKeyMarker() : null);
    }

    /**
     * A bucket that never had versioning has no status. A stand-in without versioning (s3rver answers
     * NotImplemented) lists like one.
     */
    private boolean isVersioned(String bucket) {
        try {
            BucketVersioningStatus status = s3.getBucketVersioning(b -> b.bucket(bucket)).status();
            return status == BucketVersioningStatus.ENABLED || status == BucketVersioningStatus.SUSPENDED;
        } catch (S3Exception e) {
            if (e.statusCode() == 501) {
                return false;
            }
            throw e;
        }
    }
}
