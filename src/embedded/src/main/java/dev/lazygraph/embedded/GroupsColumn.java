package dev.lazygraph.embedded;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code groups} column of the {@code document} table: a document's access groups, one a line (a group
 * name holds no line break), {@code ''} for none. Decoded sets are shared between the postings of a read, which
 * name few distinct ones. Not thread-safe: one read uses one.
 */
final class GroupsColumn {
    private final Map<String, Set<String>> decoded = new HashMap<>();

    static String encode(Set<String> groups) {
        return String.join("\n", new TreeSet<>(groups));
    }

    Set<String> decode(String column) {
        return decoded.computeIfAbsent(column, text -> text.isEmpty() ? Set.of() : Set.copyOf(List.of(text.split("\n"))));
    }
}
