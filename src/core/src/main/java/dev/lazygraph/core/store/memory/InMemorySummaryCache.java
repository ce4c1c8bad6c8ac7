package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.summary.CachedSummary;
import dev.lazygraph.core.summary.SummaryCache;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The summary cache of the {@code memory} store kind and of tests, in this process only. An index from source
 * document to summaries makes {@link #invalidate} exact. Thread-safe.
 */
public final class InMemorySummaryCache implements SummaryCache {
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, Map<String, CachedSummary>> summaries = new HashMap<>();
    private final Map<DocumentId, Set<String>> bySource = new HashMap<>();

    @Override
    public Optional<CachedSummary> get(String collection, String key) {
        lock.readLock().lock();
        try {
            return Optional.ofNullable(summaries.getOrDefault(collection, Map.of()).get(key));
        } finally {
            lock.readLock().unlock();
        }
    }

    @Override
    public void put(CachedSummary summary) {
        lock.writeLock().lock();
        try {
            remove(summary.collection(), summary.key());
            index(summary);
        } finally {
            lock.writeLock().unlock();
        }
    }

    @Override
    public int invalidate(DocumentId document) {
        lock.writeLock().lock();
        try {
            List<String> keys = List.copyOf(bySource.getOrDefault(document, Set.of()));
            for (String key : keys) {
                remove(document.collection(), key);
            }
            return keys.size();
        } finally {
            lock.writeLock().unlock();
        }
    }

    private void index(CachedSummary summary) {
        summaries.computeIfAbsent(summary.collection(), c -> new HashMap<>()).put(summary.key(), summary);
        summary.sources().keySet().forEach(doc -> bySource
                .computeIfAbsent(new DocumentId(summary.collection(), doc), d -> new HashSet<>()).add(summary.key()));
    }

    private void remove(String collection, String key) {
        Map<String, CachedSummary> inCollection = summaries.get(collection);
        CachedSummary old = inCollection == null ? null : inCollection.remove(key);
        if (old != null) {
            for (String doc : old.sources().keySet()) {
                DocumentId id = new DocumentId(collection, doc);
                Set<String> keys = bySource.get(id);
                keys.remove(key);
                if (keys.isEmpty()) {
                    bySource.remove(id);
                }
            }
        }
    }
}
