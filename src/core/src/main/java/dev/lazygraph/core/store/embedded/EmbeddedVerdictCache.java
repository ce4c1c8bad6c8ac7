package dev.lazygraph.core.store.embedded;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.cache.ContentKey;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.query.relevance.VerdictCache;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.stream.Stream;

/**
 * The verdict cache of the one-machine setup: in memory, optionally persisted as one JSON file per document
 * holding every verdict about its chunks, under {@code dir/c_<collection>/} (rewritten through a temporary
 * file and moved into place, so a crash never leaves a half-written file), so invalidating a document is
 * deleting its file. Thread-safe. One process at a time should own a directory.
 */
public final class EmbeddedVerdictCache implements VerdictCache {
    private static final System.Logger LOG = System.getLogger(EmbeddedVerdictCache.class.getName());
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path dir;
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    /** (collection, document key) -> (question key + chunk id) -> verdict */
    private final Map<DocumentId, Map<String, CachedVerdict>> byDocument = new HashMap<>();

    private EmbeddedVerdictCache(Path dir) {
        this.dir = dir;
    }

    public static EmbeddedVerdictCache inMemory() {
        return new EmbeddedVerdictCache(null);
    }

    /** Opens (creating if needed) a cache persisted in {@code dir}, loading the verdicts stored there. */
    public static EmbeddedVerdictCache open(Path dir) {
        EmbeddedVerdictCache cache = new EmbeddedVerdictCache(dir);
        try {
            Files.createDirectories(dir);
            try (Stream<Path> files = Files.walk(dir, 2)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    cache.load(file);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the verdict cache in " + dir, e);
        }
        return cache;
    }

    private void load(Path file) throws IOException {
        if (file.getFileName().toString().endsWith(".json")) {
            try {
                for (CachedVerdict verdict : JSON.readValue(file.toFile(), CachedVerdict[].class)) {
                    index(verdict);
                }
                return;
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "dropping unreadable cached verdicts " + file + ": " + e.getMessage());
            }
        }
        // Leftovers of an interrupted write, or unreadable: a verdict can always be judged again.
        Files.deleteIfExists(file);
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
            if (dir != null) {
                for (DocumentId document : touched) {
                    write(document);
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
            if (dir != null) {
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

    private void write(DocumentId document) throws IOException {
        Path file = fileOf(document);
        Files.createDirectories(file.getParent());
        Path temp = file.resolveSibling(file.getFileName() + ".tmp");
        JSON.writeValue(temp.toFile(), byDocument.get(document).values());
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static String entry(String questionKey, String chunkId) {
        return questionKey + '\u0001' + chunkId;
    }

    /**
     * Document keys are arbitrary strings: file names are their SHA-256. The prefix keeps collection ids such
     * as {@code ".."} from naming a directory outside the cache.
     */
    private Path fileOf(DocumentId document) {
        return dir.resolve("c_" + document.collection()).resolve(ContentKey.of(document.key()) + ".json");
    }
}
