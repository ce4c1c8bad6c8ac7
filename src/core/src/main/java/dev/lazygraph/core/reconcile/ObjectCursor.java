package dev.lazygraph.core.reconcile;

import dev.lazygraph.core.reconcile.BucketListing.ListedObject;
import dev.lazygraph.core.reconcile.BucketListing.ObjectPage;
import java.util.List;

/** The bucket's current objects under a prefix, in key order, holding one listing page at a time. */
final class ObjectCursor {
    private final BucketListing listing;
    private final String bucket;
    private final String prefix;
    private List<ListedObject> page = List.of();
    private int next;
    private String pageEnd;
    private boolean last;

    ObjectCursor(BucketListing listing, String bucket, String prefix, String startAfter) {
        this.listing = listing;
        this.bucket = bucket;
        this.prefix = prefix;
        this.pageEnd = startAfter;
    }

    /** The next object, or {@code null} at the end. */
    ListedObject peek() {
        // A page can hold no current object (only old versions) without being the last.
        while (next == page.size() && !last) {
            ObjectPage read = listing.list(bucket, prefix, pageEnd, Reconciler.PAGE_SIZE);
            page = read.objects();
            next = 0;
            pageEnd = read.lastKey();
            last = read.isLast();
        }
        return next < page.size() ? page.get(next) : null;
    }

    void next() {
        next++;
    }
}
