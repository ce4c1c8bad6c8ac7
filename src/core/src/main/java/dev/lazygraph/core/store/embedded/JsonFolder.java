package dev.lazygraph.core.store.embedded;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.cache.ContentKey;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/**
 * A folder of JSON cache entries, one file per entry under {@code c_<collection>/}: written to a temporary
 * file and moved into place, so a crash never leaves a half-written entry, and on opening, leftovers of an
 * interrupted write and unreadable files are deleted (a cache entry can always be computed again). Only the
 * data folder's writer ({@link DataFolder}) opens it so; another process only reads it
 * ({@link #readOnly}), skipping what it cannot read, and keeps its own entries in memory.
 */
final class JsonFolder {
    static final ObjectMapper JSON = new ObjectMapper();
    private static final System.Logger LOG = System.getLogger(JsonFolder.class.getName());

    /** Reads one entry file; throws when it is not a readable entry. */
    interface Reader {
        void read(Path file) throws IOException;
    }

    private final Path dir;

    JsonFolder(Path dir) {
        this.dir = dir;
    }

    /** Creates the folder if needed and hands every entry file to {@code reader}, deleting what it cannot read. */
    void load(String what, Reader reader) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the " + what + " in " + dir, e);
        }
        walk(dir, what, reader, true);
    }

    /** Hands every entry file stored in {@code dir} (if it exists) to {@code reader}, changing nothing. */
    static void readOnly(Path dir, String what, Reader reader) {
        if (Files.isDirectory(dir)) {
            walk(dir, what, reader, false);
        }
    }

    private static void walk(Path dir, String what, Reader reader, boolean deleteUnreadable) {
        try (Stream<Path> files = Files.walk(dir, 2)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                boolean entry = file.getFileName().toString().endsWith(".json");
                if (deleteUnreadable && (!entry || !readable(file, what, reader))) {
                    Files.deleteIfExists(file);
                } else if (!deleteUnreadable && entry) {
                    readable(file, what, reader);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the " + what + " in " + dir, e);
        }
    }

    private static boolean readable(Path file, String what, Reader reader) {
        try {
            reader.read(file);
            return true;
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "dropping unreadable " + what + " " + file + ": " + e.getMessage());
            return false;
        }
    }

    void write(Path file, Object value) throws IOException {
        Files.createDirectories(file.getParent());
        Path temp = file.resolveSibling(file.getFileName() + ".tmp");
        JSON.writeValue(temp.toFile(), value);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Keys are arbitrary strings: file names are their SHA-256. The prefix keeps collection ids such as
     * {@code ".."} from naming a directory outside the folder.
     */
    Path fileOf(String collection, String key) {
        return dir.resolve("c_" + collection).resolve(ContentKey.of(key) + ".json");
    }
}
