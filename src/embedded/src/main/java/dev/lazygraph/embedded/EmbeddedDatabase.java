package dev.lazygraph.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.locks.ReentrantLock;
import org.sqlite.SQLiteConfig;

/**
 * The SQLite database of a data folder ({@value #FILE}), in WAL mode: any number of readers in any number of
 * processes read committed data and never block the writer, and writers are serialized by SQLite's write
 * lock (a second process that writes waits for the first one's transaction, at most {@link #BUSY_TIMEOUT}).
 * Every write is one transaction, committed to the write-ahead log before it returns: a process killed at any
 * moment loses nothing that a write had returned, and never leaves half a write. The log is synced at each
 * checkpoint, not at each commit ({@code synchronous=NORMAL}, SQLite's recommendation for WAL): only a power
 * loss or an OS crash can roll back the last commits, still never half of one, and ingesting the same files
 * again redoes them. A sync per document took a third of the ingest time of a folder of transcripts
 * ({@code bench ingest}), for a loss that re-running the ingest repairs.
 *
 * <p>Locking, crash recovery and damage detection are SQLite's; this class only opens connections with those
 * settings, keeps a few for reuse, and runs work in transactions. Thread-safe.
 */
public final class EmbeddedDatabase implements AutoCloseable {
    public static final String FILE = "lazygraph.db";
    /** How long a write waits for another process's transaction before it fails with {@link StoreException.Kind#BUSY}. */
    static final Duration BUSY_TIMEOUT = Duration.ofSeconds(60);
    private static final int IDLE_READERS = 4;

    /** Work on a connection inside a transaction. */
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private final Path folder;
    private final String url;
    private final ReentrantLock writeLock = new ReentrantLock();
    private final Connection writer;
    private final BlockingQueue<Connection> idleReaders = new ArrayBlockingQueue<>(IDLE_READERS);

    private EmbeddedDatabase(Path folder, String url, Connection writer) {
        this.folder = folder;
        this.url = url;
        this.writer = writer;
    }

    /**
     * Opens the database of {@code folder} (creating both if needed), brings its schema up to date and moves a
     * data folder written by an earlier version (one JSON file per document) into it.
     *
     * @throws StoreException when the folder cannot be created or written, or its database is damaged
     */
    public static EmbeddedDatabase open(Path folder) {
        Path path = folder.toAbsolutePath().normalize();
        try {
            Files.createDirectories(path);
        } catch (IOException e) {
            throw new StoreException(StoreException.Kind.NOT_WRITABLE, "data folder " + path + " cannot be written ("
                    + e + ")", e);
        }
        String url = "jdbc:sqlite:" + path.resolve(FILE);
        Connection writer;
        try {
            writer = connect(url);
        } catch (SQLException e) {
            throw StoreException.of(path, "open the store", e);
        }
        EmbeddedDatabase database = new EmbeddedDatabase(path, url, writer);
        try {
            database.write(Schema::create);
            JsonFolderMigration.migrate(database);
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
        return database;
    }

    public Path folder() {
        return folder;
    }

    /** Runs {@code work} on one consistent snapshot of the committed data; never waits for a writer. */
    public <T> T read(Work<T> work) {
        Connection connection = idleReaders.poll();
        try {
            if (connection == null) {
                connection = connect(url);
            }
            try (Statement statement = connection.createStatement()) {
                statement.execute("BEGIN");
                try {
                    return work.run(connection);
                } finally {
                    statement.execute("COMMIT");
                }
            }
        } catch (SQLException e) {
            throw StoreException.of(folder, "read the store", e);
        } finally {
            if (connection != null && !idleReaders.offer(connection)) {
                release(connection);
            }
        }
    }

    /**
     * Runs {@code work} in one write transaction, committed and synced before this returns, or rolled back
     * entirely when it throws. Writers of this process take turns; those of other processes wait for SQLite's
     * lock.
     */
    public <T> T write(Work<T> work) {
        writeLock.lock();
        try (Statement statement = writer.createStatement()) {
            statement.execute("BEGIN IMMEDIATE");
            T result;
            try {
                result = work.run(writer);
            } catch (SQLException | RuntimeException e) {
                statement.execute("ROLLBACK");
                throw e;
            }
            statement.execute("COMMIT");
            return result;
        } catch (SQLException e) {
            throw StoreException.of(folder, "write to the store", e);
        } finally {
            writeLock.unlock();
        }
    }

    @Override
    public void close() {
        writeLock.lock();
        try {
            release(writer);
            for (Connection reader = idleReaders.poll(); reader != null; reader = idleReaders.poll()) {
                release(reader);
            }
        } finally {
            writeLock.unlock();
        }
    }

    private static Connection connect(String url) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setBusyTimeout((int) BUSY_TIMEOUT.toMillis());
        return config.createConnection(url);
    }

    private void release(Connection connection) {
        try {
            connection.close();
        } catch (SQLException e) {
            throw StoreException.of(folder, "close the store", e);
        }
    }
}
