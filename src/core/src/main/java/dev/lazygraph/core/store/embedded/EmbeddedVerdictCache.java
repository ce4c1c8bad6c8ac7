package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.query.relevance.VerdictCache;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The verdict cache of the one-machine setup: in memory, optionally persisted as one JSON file per document
 * holding every verdict about its chunks ({@link JsonFolder}), so invalidating a document is deleting its
 * file. Thread-safe. Only the data folder's writer ({@link DataFolder}) persists; another process opens it
 * {@linkplain #openReadOnly read-only} and keeps its own verdicts in memory.
 */
public final class EmbeddedVerdictCache implements VerdictCache {
    private static final String WHAT = "cached verdicts";
    private final JsonFolder folder;
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    /** (collection, document key) -> (question key + chunk id) -> verdict */
    private final Map<DocumentId, Map<String, CachedVerdict>> byDocument = new HashMap<>();

    private EmbeddedVerdictCache(JsonFolder folder) {
        this.folder = folder;
    }

    public static EmbeddedVerdictCache inMemory() {
        return new EmbeddedVerdictCache(null);
    }

    /** Opens (creating if needed) a cache persisted in {@code dir}, loading the verdicts stored there. */
    public static EmbeddedVerdictCache open(Path dir) {
        EmbeddedVerdictCache cache = new EmbeddedVerdictCache(new JsonFolder(dir));
        cache.folder.load(WHAT, cache::read);
        return cache;
    }

    /** The verdicts stored in {@code dir} (if any), with every change kept in memory (see {@link JsonFolder}). */
    public static EmbeddedVerdictCache openReadOnly(Path dir) {
        EmbeddedVerdictCache cache = new EmbeddedVerdictCache(null);
        JsonFolder.readOnly(dir, WHAT, cache::read);
        return cache;
    }

    private void read(Path file) throws IOException {
        for (CachedVerdict verdict : JsonFolder.JSON.readValue(file.toFile(), CachedVerdict[].class)) {
            index(verdict);
        }
    }

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
            List<DocumentId> touched = new ArrayList<>();
            for (CachedVerdict verdict : verdicts) {
                DocumentId document = index(verdict);
                if (!touched.contains(document)) {
                    touched.add(document);
                }
            }
            if (folder != null) {
                for (DocumentId document : touched) {
                    folder.write(fileOf(document), byDocument.get(document).values());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot store relevance verdicts", e);
        } finally {
            lock.writeLock().unlock();
        }
    }

    @Override
    public int invalidate(DocumentId document) {
        lock.writeLock().lock();
        try {
            Map<String, CachedVerdict> removed = byDocument.remove(document);
            if (folder != null) {
                Files.deleteIfExists(fileOf(document));
            }
            return removed == null ? 0 : removed.size();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot invalidate the verdicts of " + document, e);
        } finally {
            lock.writeLock().unlock();
        }
    }

    private DocumentId index(CachedVerdict verdict) {
        DocumentId document = new DocumentId(verdict.collection(), verdict.documentKey());
        byDocument.computeIfAbsent(document, d -> new LinkedHashMap<>())
                .put(entry(verdict.questionKey(), verdict.chunkId()), verdict);
        return document;
    }

    private static String entry(String questionKey, String chunkId) {
        return questionKey + '\u0001' + chunkId;
    }

    private Path fileOf(DocumentId document) {
        return folder.fileOf(document.collection(), document.key());
    }
}
