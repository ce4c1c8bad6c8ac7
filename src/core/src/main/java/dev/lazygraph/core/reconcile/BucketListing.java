package dev.lazygraph.core.reconcile;

import java.util.List;

/** Lists a bucket's current objects in key order (UTF-8 bytes, as S3 lists them), one bounded page at a time. */
public interface BucketListing {

    /**
     * The current objects after {@code startAfter} (exclusive) whose keys start with {@code prefix}.
     *
     * @param startAfter a key, or {@code null} to start at the prefix
     * @param maxKeys    the most entries one request may return; a page may hold fewer objects (S3 counts old
     *                   versions and delete markers too) without being the last
     */
    ObjectPage list(String bucket, String prefix, String startAfter, int maxKeys);

    /** The first segments of the bucket's keys ({@code acme/} of {@code acme/q3.txt}), without the '/'. */
    List<String> topLevelFolders(String bucket);

    /**
     * One object as the bucket holds it now.
     *
     * @param revision its version id in a versioned bucket, else its eTag: what the ingest stores as the
     *                 document's revision
     * @param size     bytes
     */
    record ListedObject(String key, String revision, long size) {
    }

    /**
     * @param objects the current objects of the page, in key order
     * @param lastKey the last key the page covered (listed object or not), where the next page starts after;
     *                {@code null} when the listing is complete
     */
    record ObjectPage(List<ListedObject> objects, String lastKey) {
        public ObjectPage {
            objects = List.copyOf(objects);
        }

        public boolean isLast() {
            return lastKey == null;
        }
    }
}
