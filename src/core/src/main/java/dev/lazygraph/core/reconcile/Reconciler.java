package dev.lazygraph.core.reconcile;

import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentRevision;
import dev.lazygraph.core.document.KeyOrder;
import dev.lazygraph.core.events.CollectionRule;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.reconcile.BucketListing.ListedObject;
import dev.lazygraph.core.reconcile.Difference.Kind;
import dev.lazygraph.core.reconcile.ReconcileReport.Tally;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Anti-entropy between the bucket and the index: finds the objects the index lacks or holds at another
 * revision and the documents whose object is gone, and fixes each through {@link KeyReconciler}.
 *
 * <p>Both sides are walked in key order one page at a time (the bucket listing and the collection's document
 * listing, merge-joined), so memory stays at two pages however large the bucket is; the key-state ledger is
 * read only for objects without a document (one refused before is not a difference). A run can stop after a
 * number of keys or when time is up and report where the next one resumes.
 */
public final class Reconciler {
    /** Keys per listing request on either side. */
    static final int PAGE_SIZE = 500;

    private final BucketListing listing;
    private final GraphStore store;
    private final KeyStateLedger ledger;
    private final KeyReconciler fixer;
    private final CollectionRule rule;

    public Reconciler(BucketListing listing, GraphStore store, KeyStateLedger ledger, KeyReconciler fixer,
                      CollectionRule rule) {
        this.listing = listing;
        this.store = store;
        this.ledger = ledger;
        this.fixer = fixer;
        this.rule = rule;
    }

    public ReconcileReport run(ReconcileRun run, ReconcileListener listener) {
        Walk walk = new Walk(run, listener);
        for (String collection : collections(run)) {
            String prefix = rule.keyPrefix(collection);
            if (doneBefore(prefix, run.startAfter())) {
                continue;
            }
            String startAfter = run.startAfter() != null && run.startAfter().startsWith(prefix) ? run.startAfter() : null;
            if (!walk.collection(collection, prefix, startAfter)) {
                return walk.tally.report(walk.resumeAfter());
            }
        }
        return walk.tally.report(null);
    }

    /** The fixed collection, or the bucket's top-level folders that are collection ids and the ones asked for. */
    private List<String> collections(ReconcileRun run) {
        if (!rule.fromPrefix()) {
            return List.of(rule.fixedCollection());
        }
        TreeSet<String> collections = new TreeSet<>(Comparator.comparing(rule::keyPrefix, KeyOrder.UTF8));
        for (String folder : listing.topLevelFolders(run.bucket())) {
            if (isCollection(folder)) {
                collections.add(folder);
            }
        }
        collections.addAll(run.collections());
        return new ArrayList<>(collections);
    }

    private static boolean isCollection(String name) {
        try {
            Collections.requireValid(name);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Whether every key under {@code prefix} comes before {@code startAfter}, so a resumed run did them all: a
     * key that is not under the prefix but after it differs from it before the prefix ends.
     */
    private static boolean doneBefore(String prefix, String startAfter) {
        return startAfter != null && !startAfter.startsWith(prefix) && KeyOrder.UTF8.compare(prefix, startAfter) < 0;
    }

    /** The state of one run across collections. */
    private final class Walk {
        private final ReconcileRun run;
        private final ReconcileListener listener;
        private final Tally tally = new Tally();
        private String lastKey;

        Walk(ReconcileRun run, ReconcileListener listener) {
            this.run = run;
            this.listener = listener;
            this.lastKey = run.startAfter();
        }

        /** @return false when the run stopped before the collection's end */
        boolean collection(String collection, String prefix, String startAfter) {
            ObjectCursor objects = new ObjectCursor(listing, run.bucket(), prefix, startAfter);
            DocumentCursor documents = new DocumentCursor(store, collection, startAfter);
            while (objects.peek() != null || documents.peek() != null) {
                if (stopped()) {
                    return false;
                }
                ListedObject object = objects.peek();
                DocumentRecord document = documents.peek();
                if (document != null && !KeyOrder.fitsObjectKey(document.id().key())) {
                    // No object can have this key, and a key this long is shortened in the table, so its place
                    // in the listing is not its key order: it is extra wherever it comes.
                    documents.next();
                    difference(new Difference(Kind.EXTRA, document.id(), document.revision(), null));
                    tally.keys++;
                    continue;
                }
                int order = object == null ? 1 : document == null ? -1
                        : KeyOrder.UTF8.compare(object.key(), document.id().key());
                if (order < 0) {
                    objects.next();
                    objectOnly(object);
                    lastKey = object.key();
                } else if (order > 0) {
                    documents.next();
                    difference(new Difference(Kind.EXTRA, document.id(), document.revision(), null));
                    lastKey = document.id().key();
                } else {
                    objects.next();
                    documents.next();
                    // A listing carries no tags: the stored revision's metadata is not compared.
                    if (!DocumentRevision.isOf(document.revision(), object.revision())) {
                        difference(new Difference(Kind.STALE, document.id(), document.revision(), object.revision()));
                    }
                    lastKey = object.key();
                }
                tally.keys++;
            }
            return true;
        }

        private void objectOnly(ListedObject object) {
            Optional<DocumentId> id = documentId(object.key());
            if (id.isEmpty()) {
                tally.ignored++;
                return;
            }
            Optional<KeyState> state = ledger.state(id.get());
            boolean refusedAlready = state.isPresent() && state.get().outcome() == KeyState.Outcome.REJECTED
                    && object.revision().equals(state.get().revision());
            if (refusedAlready) {
                tally.refused++;
            } else {
                difference(new Difference(Kind.MISSING, id.get(), null, object.revision()));
            }
        }

        /** The document an object is, if it can be one (the ingest skips folder markers and invalid keys too). */
        private Optional<DocumentId> documentId(String key) {
            if (key.endsWith("/")) {
                return Optional.empty();
            }
            try {
                return Optional.of(rule.documentId(key));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        }

        private void difference(Difference difference) {
            tally.found(difference);
            listener.found(difference);
            if (!run.dryRun()) {
                Fix fix = fixer.fix(run.bucket(), difference);
                tally.fixed(fix);
                listener.fixed(fix);
            }
        }

        private boolean stopped() {
            return (run.maxKeys() > 0 && tally.keys >= run.maxKeys()) || run.outOfTime().getAsBoolean();
        }

        /** Where a stopped run resumes: after the last key it finished ("" when it finished none: the start). */
        String resumeAfter() {
            return lastKey == null ? "" : lastKey;
        }
    }
}
