package dev.lazygraph.bench;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The entries in which two snapshots of a collection differ: a document, chunk, term's or concept's posting
 * list, or the corpus totals that one store holds otherwise than (or not at all unlike) the other. Two stores
 * that lost no update hold equal snapshots: 0.
 */
final class SnapshotDifferences {
    private SnapshotDifferences() {
    }

    static long count(StoreSnapshot a, StoreSnapshot b) {
        long differing = a.stats().equals(b.stats()) ? 0 : 1;
        differing += differing(byKey(a.documents(), d -> d.id().key()), byKey(b.documents(), d -> d.id().key()));
        differing += differing(byKey(a.chunks(), IndexedChunk::id), byKey(b.chunks(), IndexedChunk::id));
        differing += differing(a.termPostings(), b.termPostings());
        differing += differing(a.conceptPostings(), b.conceptPostings());
        return differing;
    }

    private static <V> Map<String, V> byKey(List<V> values, Function<V, String> key) {
        Map<String, V> map = new HashMap<>();
        values.forEach(value -> map.put(key.apply(value), value));
        return map;
    }

    private static long differing(Map<String, ?> a, Map<String, ?> b) {
        Set<String> keys = new HashSet<>(a.keySet());
        keys.addAll(b.keySet());
        return keys.stream().filter(key -> !Objects.equals(a.get(key), b.get(key))).count();
    }
}
