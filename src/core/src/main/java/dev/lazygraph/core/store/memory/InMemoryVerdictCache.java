package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.query.relevance.VerdictCache;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The verdict cache of the {@code memory} store kind and of tests, in this process only: verdicts grouped by
 * the document of their chunk, so invalidating a document drops its group. Thread-safe.
 */
public final class InMemoryVerdictCache implements VerdictCache {
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    /** (collection, document key) -> (question key + chunk id) -> verdict */
    private final Map<DocumentId, Map<String, CachedVerdict>> byDocument = new HashMap<>();

    @Override
    public Map<String, CachedVerdict> get(String collection, String questionKey, Collection<Chunk> chunks) {
        lock.readLock().lock();
        try {
            Map<String, CachedVerdict> found = new LinkedHashMap<>();
            for (Chunk chunk : chunks) {
                CachedVerdict verdict = byDocument.getOrDefault(new DocumentId(collection, chunk.document().key()), Map.of())
                        .get(entry(questionKey, chunk.id()));
                if (verdict != null) {
                    found.put(chunk.id(), verdict);
                }
            }
            return found;
        } finally {
            lock.readLock().unlock();
        }
    }

    @Override
    public void put(List<CachedVerdict> verdicts) {
        lock.writeLock().lock();
        try {
            for (CachedVerdict verdict : verdicts) {
                byDocument.computeIfAbsent(new DocumentId(verdict.collection(), verdict.documentKey()),
                        d -> new LinkedHashMap<>()).put(entry(verdict.questionKey(), verdict.chunkId()), verdict);
            }
        } finally {
            lock.writeLock().unlock();
        }
    }

    @Override
    public int invalidate(DocumentId document) {
        lock.writeLock().lock();
        try {
            Map<String, CachedVerdict> removed = byDocument.remove(document);
            return removed == null ? 0 : removed.size();
        } finally {
            lock.writeLock().unlock();
        }
    }

    private static String entry(String questionKey, String chunkId) {
        return questionKey + '\u0001' + chunkId;
    }
}
