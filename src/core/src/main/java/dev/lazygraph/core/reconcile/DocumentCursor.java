package dev.lazygraph.core.reconcile;

import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import java.util.List;

/** A collection's documents in key order, holding one page at a time. */
final class DocumentCursor {
    private final GraphStore store;
    private final String collection;
    private List<DocumentRecord> page = List.of();
    private int next;
    private String pageEnd;
    private boolean last;

    DocumentCursor(GraphStore store, String collection, String startAfter) {
        this.store = store;
        this.collection = collection;
        this.pageEnd = startAfter;
    }

    /** The next document, or {@code null} at the end. */
    DocumentRecord peek() {
        if (next == page.size() && !last) {
            page = store.documentsAfter(collection, pageEnd, Reconciler.PAGE_SIZE);
            next = 0;
            last = page.size() < Reconciler.PAGE_SIZE;
            if (!page.isEmpty()) {
                pageEnd = page.get(page.size() - 1).id().key();
            }
        }
        return next < page.size() ? page.get(next) : null;
    }

    void next() {
        next++;
    }
}
