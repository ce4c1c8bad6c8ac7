package dev.lazygraph.core.store.embedded;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The folder of an embedded store, opened by one process as its only writer or by any number as readers.
 *
 * <p>Each process keeps the whole graph in memory and writes through to the folder, so two writers would
 * each lose what the other wrote. Opening takes an exclusive OS lock ({@link FileChannel#tryLock}) on
 * {@value #LOCK_FILE} when no other process holds it; the OS releases it when the process ends, however
 * it ends, so a crash never leaves a stale lock. A process that does not get the lock opens the folder
 * read-only: it reads the documents as they are at that moment (each file is replaced atomically, so it
 * never reads half a write) and every write it attempts fails with {@link ReadOnlyDataFolderException},
 * naming the writer's pid.
 */
public final class DataFolder implements AutoCloseable {
    static final String LOCK_FILE = "lazygraph.lock";
    /** Longest holder description kept in the lock file; it is printed in other processes' errors. */
    private static final int MAX_HOLDER_CHARS = 300;
    /**
     * Folders this JVM holds. The JDK refuses a second lock on a file in the same JVM, and on Linux closing
     * any channel to the file would release the lock this JVM holds, so a second open must not even try.
     */
    private static final Set<Path> HELD_BY_THIS_PROCESS = ConcurrentHashMap.newKeySet();
    /** Channels that must stay open for the JVM's life, see {@link #open}; a channel is closed when collected. */
    private static final List<FileChannel> KEPT_OPEN = new CopyOnWriteArrayList<>();

    private final Path path;
    private final Path lockKey;
    private final FileChannel channel;
    private final ReadOnlyDataFolderException readOnlyBecause;

    private DataFolder(Path path, Path lockKey, FileChannel channel, ReadOnlyDataFolderException readOnlyBecause) {
        this.path = path;
        this.lockKey = lockKey;
        this.channel = channel;
        this.readOnlyBecause = readOnlyBecause;
    }

    /**
     * Opens {@code directory} (creating it if needed) as its writer when no other process writes to it,
     * read-only otherwise. Never blocks.
     */
    public static DataFolder open(Path directory) {
        Path path = directory.toAbsolutePath().normalize();
        Path lockKey;
        try {
            Files.createDirectories(path);
            lockKey = path.toRealPath();
        } catch (IOException e) {
            return readOnly(path, ReadOnlyDataFolderException.notWritable(path, e));
        }
        if (!HELD_BY_THIS_PROCESS.add(lockKey)) {
            return readOnly(path, ReadOnlyDataFolderException.heldByThisProcess(path));
        }
        Path lockFile = path.resolve(LOCK_FILE);
        FileChannel channel = null;
        try {
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                HELD_BY_THIS_PROCESS.remove(lockKey);
                return readOnly(path, heldByAnotherProcess(path, lockFile));
            }
            recordHolder(channel);
            return new DataFolder(path, lockKey, channel, null);
        } catch (OverlappingFileLockException e) {
            // This JVM holds the lock through another class loader's copy of this class (a test harness
            // running the application beside the test). The channel stays open: closing it would release
            // that lock.
            KEPT_OPEN.add(channel);
            HELD_BY_THIS_PROCESS.remove(lockKey);
            return readOnly(path, ReadOnlyDataFolderException.heldByThisProcess(path));
        } catch (IOException e) {
            closeQuietly(channel);
            HELD_BY_THIS_PROCESS.remove(lockKey);
            return readOnly(path, ReadOnlyDataFolderException.notWritable(path, e));
        }
    }

    public Path path() {
        return path;
    }

    /** Whether this process is the folder's writer. */
    public boolean writable() {
        return readOnlyBecause == null;
    }

    /** @throws ReadOnlyDataFolderException saying who writes the folder, or why it cannot be written */
    public void requireWritable() {
        if (readOnlyBecause != null) {
            throw readOnlyBecause.copy();
        }
    }

    /** Releases the lock; the folder's contents stay as they are. */
    @Override
    public void close() {
        if (channel != null && channel.isOpen()) {
            // The lock file stays: deleting it would let a process that opened it before the deletion lock
            // a file nobody else sees.
            closeQuietly(channel);
            HELD_BY_THIS_PROCESS.remove(lockKey);
        }
    }

    private static DataFolder readOnly(Path path, ReadOnlyDataFolderException why) {
        return new DataFolder(path, null, null, why);
    }

    /** "pid 1234: <command>" in the lock file, for the error another process prints. */
    private static void recordHolder(FileChannel channel) throws IOException {
        String command = System.getProperty("sun.java.command", "");
        String holder = ProcessHandle.current().pid() + "\n" + printable(command);
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(holder.getBytes(StandardCharsets.UTF_8)), 0);
        channel.force(false);
    }

    private static ReadOnlyDataFolderException heldByAnotherProcess(Path path, Path lockFile) {
        String[] lines;
        try {
            lines = Files.readString(lockFile, StandardCharsets.UTF_8).split("\n", 2);
        } catch (IOException e) {
            lines = new String[0];
        }
        OptionalLong pid = OptionalLong.empty();
        if (lines.length > 0 && lines[0].strip().matches("\\d{1,18}")) {
            pid = OptionalLong.of(Long.parseLong(lines[0].strip()));
        }
        String command = lines.length > 1 ? printable(lines[1]) : "";
        return pid.isPresent()
                ? ReadOnlyDataFolderException.heldBy(path, pid.getAsLong(), command)
                : ReadOnlyDataFolderException.heldByUnknown(path);
    }

    /** The holder's command line goes into another process's error message: no control characters. */
    private static String printable(String text) {
        String clean = text.replaceAll("\\p{Cntrl}", " ").strip();
        return clean.length() <= MAX_HOLDER_CHARS ? clean : clean.substring(0, MAX_HOLDER_CHARS) + "...";
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel == null) {
            return;
        }
        try {
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot release the data folder lock", e);
        }
    }
}
