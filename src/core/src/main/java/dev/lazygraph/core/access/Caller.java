package dev.lazygraph.core.access;

import dev.lazygraph.core.document.DocumentMetadata;
import java.util.Collection;
import java.util.Collections;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Who is asking, as far as reading is concerned: the access groups the caller is in. A document without groups
 * is readable by every caller of its collection, one with groups by a caller in at least one of them. A caller
 * without identity ({@link #ANONYMOUS}) is in no group and reads only documents without groups; the
 * {@linkplain #OWNER owner} of a data folder or a table (the CLI, benchmarks, a token configured with {@code *})
 * reads everything.
 */
public final class Caller {
    /** No identity, no groups: reads the documents that have no groups. */
    public static final Caller ANONYMOUS = new Caller(false, new TreeSet<>());
    /** Reads every document: whoever holds the store itself. */
    public static final Caller OWNER = new Caller(true, new TreeSet<>());

    private final boolean everything;
    private final SortedSet<String> groups;

    private Caller(boolean everything, SortedSet<String> groups) {
        this.everything = everything;
        this.groups = Collections.unmodifiableSortedSet(groups);
    }

    /** A caller in these groups (each a valid group name); none: {@link #ANONYMOUS}. */
    public static Caller inGroups(Collection<String> groups) {
        SortedSet<String> valid = new TreeSet<>();
        groups.forEach(group -> valid.add(DocumentMetadata.requireGroup(group)));
        return valid.isEmpty() ? ANONYMOUS : new Caller(false, valid);
    }

    public boolean readsEverything() {
        return everything;
    }

    public SortedSet<String> groups() {
        return groups;
    }

    /** Whether this caller may read a document with {@code documentGroups} (empty: every caller may). */
    public boolean mayRead(Set<String> documentGroups) {
        if (everything || documentGroups.isEmpty()) {
            return true;
        }
        for (String group : documentGroups) {
            if (groups.contains(group)) {
                return true;
            }
        }
        return false;
    }

    /** Whether this caller could read a document with every one of {@code documentGroups} given to it. */
    public boolean mayGive(Set<String> documentGroups) {
        return everything || groups.containsAll(documentGroups);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Caller that && everything == that.everything && groups.equals(that.groups);
    }

    @Override
    public int hashCode() {
        return Boolean.hashCode(everything) * 31 + groups.hashCode();
    }

    /** Names the groups only: a caller has no secret, and its token is never part of it. */
    @Override
    public String toString() {
        return everything ? "owner" : groups.isEmpty() ? "anonymous" : "groups " + groups;
    }
}
