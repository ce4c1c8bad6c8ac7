package dev.lazygraph.core.cache;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The values computed last for their keys, at most {@code capacity} of them (the least recently used goes first),
 * shared by all threads. For values that never go stale under their key: a sentence's mentions, what a chunk id's
 * text holds (an id names one revision's text).
 */
public final class RecentValues<K, V> {
    private final Map<K, V> values;

    public RecentValues(int capacity) {
        this.values = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > capacity;
            }
        });
    }

    /**
     * The value kept for {@code key}, or the one {@code compute} gives, then kept. Computed outside the lock: other
     * threads go on meanwhile, and two may compute the same value.
     */
    public V get(K key, Function<? super K, ? extends V> compute) {
        V kept = values.get(key);
        if (kept == null) {
            kept = compute.apply(key);
            values.put(key, kept);
        }
        return kept;
    }
}
