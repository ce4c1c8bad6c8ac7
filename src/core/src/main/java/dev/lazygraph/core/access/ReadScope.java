package dev.lazygraph.core.access;

import dev.lazygraph.core.graph.DocumentRecord;
import java.util.Set;

/**
 * What one query may read: the documents its caller may read ({@link Caller}) that its filter selects
 * ({@link DocumentFilter}). Every stage of a query reads through a view holding one scope
 * ({@code GraphView}), so what is outside it is never ranked, walked, counted, tested, summarized or quoted.
 */
public record ReadScope(Caller caller, DocumentFilter filter) {
    /** Everything: the owner's unfiltered view. */
    public static final ReadScope EVERYTHING = new ReadScope(Caller.OWNER, DocumentFilter.NONE);

    public ReadScope {
        caller = caller == null ? Caller.ANONYMOUS : caller;
        filter = filter == null ? DocumentFilter.NONE : filter;
    }

    public static ReadScope of(Caller caller) {
        return new ReadScope(caller, DocumentFilter.NONE);
    }

    /** Whether a document is in the scope as far as its key and groups tell (the filter's tags aside). */
    public boolean admitsKeyAndGroups(String key, Set<String> groups) {
        return filter.admitsKey(key) && caller.mayRead(groups);
    }

    /** Whether deciding needs each document's tags as well (the filter names tags). */
    public boolean needsTags() {
        return filter.namesTags();
    }

    /** Whether the stored document is in the scope. */
    public boolean admits(DocumentRecord record) {
        return admitsKeyAndGroups(record.id().key(), record.metadata().groups())
                && filter.admitsTags(record.metadata().tags());
    }

    /** Whether this scope sees the whole collection: nothing to check. */
    public boolean isEverything() {
        return caller.readsEverything() && filter.isNone();
    }
}
