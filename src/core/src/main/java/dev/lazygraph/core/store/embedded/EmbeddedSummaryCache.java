package dev.lazygraph.core.store.embedded;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.summary.CachedSummary;
import dev.lazygraph.core.summary.SummaryCache;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.stream.Stream;

/**
 * The summary cache of the one-machine setup: in memory, optionally persisted as one JSON file per summary
 * under {@code dir/c_<collection>/} (written to a temporary file and moved into place, so a crash never
 * leaves a half-written summary). An index from source document to summaries makes {@link #invalidate}
 * exact. Thread-safe. Only the data folder's writer ({@link DataFolder}) persists: another process opens
 * the cache {@linkplain #openReadOnly read-only}, reading what is stored and keeping its own summaries in
 * memory (a summary is served only while its sources are current, see {@code ValidatedSummaryCache}).
 */
public final class EmbeddedSummaryCache implements SummaryCache {
    private static final System.Logger LOG = System.getLogger(EmbeddedSummaryCache.class.getName());
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Where summaries are persisted; {@code null} when they are kept in memory only. */
    private final Path dir;
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, Map<String, CachedSummary>> summaries = new HashMap<>();
    private final Map<DocumentId, Set<String>> bySource = new HashMap<>();

    private EmbeddedSummaryCache(Path dir) {
        this.dir = dir;
    }

    public static EmbeddedSummaryCache inMemory() {
        return new EmbeddedSummaryCache(null);
    }

    /** Opens (creating if needed) a cache persisted in {@code dir}, loading the summaries stored there. */
    public static EmbeddedSummaryCache open(Path dir) {
        EmbeddedSummaryCache cache = new EmbeddedSummaryCache(dir);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the summary cache in " + dir, e);
        }
        cache.loadFrom(dir);
        return cache;
    }

    /**
     * The summaries stored in {@code dir} (if any), with every change kept in memory: for a process that is
     * not its data folder's writer. Files it cannot read are skipped, not removed.
     */
    public static EmbeddedSummaryCache openReadOnly(Path dir) {
        EmbeddedSummaryCache cache = new EmbeddedSummaryCache(null);
        if (Files.isDirectory(dir)) {
            cache.loadFrom(dir);
        }
        return cache;
    }

    private void loadFrom(Path folder) {
        try (Stream<Path> files = Files.walk(folder, 2)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                load(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the summary cache in " + folder, e);
        }
    }

    private void load(Path file) throws IOException {
        String name = file.getFileName().toString();
        if (name.endsWith(".json")) {
            try {
                index(JSON.readValue(file.toFile(), CachedSummary.class));
                return;
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "dropping unreadable cached summary " + file + ": " + e.getMessage());
            }
        }
        if (dir != null) {
            // Leftovers of an interrupted write, or unreadable: a cache entry can always be recomputed.
            Files.deleteIfExists(file);
        }
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
            if (dir != null) {
                Path file = fileOf(summary.collection(), summary.key());
                Files.createDirectories(file.getParent());
                Path temp = file.resolveSibling(file.getFileName() + ".tmp");
                JSON.writeValue(temp.toFile(), summary);
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
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
                if (dir != null) {
                    Files.deleteIfExists(fileOf(document.collection(), key));
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

    /**
     * Keys are arbitrary strings: file names are their SHA-256. The prefix keeps collection ids such as
     * {@code ".."} from naming a directory outside the cache.
     */
    private Path fileOf(String collection, String key) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return dir.resolve("c_" + collection).resolve(HexFormat.of().formatHex(hash) + ".json");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }
}
