package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.summary.CachedSummary;
import dev.lazygraph.core.summary.SummaryCache;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The summary cache of the one-machine setup: in memory, optionally persisted as one JSON file per summary
 * ({@link JsonFolder}). An index from source document to summaries makes {@link #invalidate}
 * exact. Thread-safe. Only the data folder's writer ({@link DataFolder}) persists: another process opens
 * the cache {@linkplain #openReadOnly read-only}, reading what is stored and keeping its own summaries in
 * memory (a summary is served only while its sources are current, see {@code ValidatedSummaryCache}).
 */
public final class EmbeddedSummaryCache implements SummaryCache {
    private static final String WHAT = "cached summary";
    private final JsonFolder folder;
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, Map<String, CachedSummary>> summaries = new HashMap<>();
    private final Map<DocumentId, Set<String>> bySource = new HashMap<>();

    private EmbeddedSummaryCache(JsonFolder folder) {
        this.folder = folder;
    }

    public static EmbeddedSummaryCache inMemory() {
        return new EmbeddedSummaryCache(null);
    }

    /** Opens (creating if needed) a cache persisted in {@code dir}, loading the summaries stored there. */
    public static EmbeddedSummaryCache open(Path dir) {
        EmbeddedSummaryCache cache = new EmbeddedSummaryCache(new JsonFolder(dir));
        cache.folder.load(WHAT, cache::read);
        return cache;
    }

    /**
     * The summaries stored in {@code dir} (if any), with every change kept in memory: for a process that is
     * not its data folder's writer. Files it cannot read are skipped, not removed.
     */
    public static EmbeddedSummaryCache openReadOnly(Path dir) {
        EmbeddedSummaryCache cache = new EmbeddedSummaryCache(null);
        JsonFolder.readOnly(dir, WHAT, cache::read);
        return cache;
    }

    private void read(Path file) throws IOException {
        index(JsonFolder.JSON.readValue(file.toFile(), CachedSummary.class));
    }

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
            if (folder != null) {
                folder.write(folder.fileOf(summary.collection(), summary.key()), summary);
            }
            remove(summary.collection(), summary.key());
            index(summary);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot store summary " + summary.key(), e);
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
                if (folder != null) {
                    Files.deleteIfExists(folder.fileOf(document.collection(), key));
                }
                remove(document.collection(), key);
            }
            return keys.size();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot invalidate the summaries of " + document, e);
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
