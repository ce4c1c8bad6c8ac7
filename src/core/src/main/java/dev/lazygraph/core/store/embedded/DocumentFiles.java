package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * One JSON file per stored document under {@code <dir>/documents}, named by a hash of its collection and
 * key (keys may hold any character). Files are replaced atomically: written to a temporary file, flushed to
 * disk, then renamed over the old one, so a crash leaves either the old or the new revision, never a mix.
 */
final class DocumentFiles {
    private static final String SUFFIX = ".json";
    private static final String TEMP_SUFFIX = ".tmp";

    private final Path directory;

    private DocumentFiles(Path directory) {
        this.directory = directory;
    }

    /**
     * The document files of {@code dataDirectory}. Only the folder's writer creates the folder and removes
     * the temporary files of interrupted writes: in a reader they may be another process's writes in flight.
     */
    static DocumentFiles open(Path dataDirectory, boolean writer) {
        Path directory = dataDirectory.resolve("documents");
        if (!writer) {
            return new DocumentFiles(directory);
        }
        try {
            Files.createDirectories(directory);
            try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(directory, "*" + TEMP_SUFFIX)) {
                for (Path leftover : leftovers) {
                    // An interrupted write: its rename never happened, so the previous revision is intact.
                    Files.deleteIfExists(leftover);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open data folder " + dataDirectory, e);
        }
        return new DocumentFiles(directory);
    }

    /** @throws CorruptStoreException naming the first file that cannot be read back */
    List<DocumentIndex> readAll() {
        List<Path> files = list();
        List<DocumentIndex> indexes = new ArrayList<>(files.size());
        for (Path file : files) {
            indexes.add(read(file));
        }
        return indexes;
    }

    /** The document files, sorted; none when the folder does not exist yet. */
    private List<Path> list() {
        if (Files.notExists(directory)) {
            return List.of();
        }
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
            stream.forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + directory, e);
        }
        files.sort(null);
        return files;
    }

    void write(DocumentIndex index) {
        Path target = fileOf(index.id());
        Path temp = directory.resolve(target.getFileName() + "." + UUID.randomUUID() + TEMP_SUFFIX);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                 OutputStream out = Channels.newOutputStream(channel)) {
                DocumentIndexJson.write(index, out);
                channel.force(true);
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            deleteQuietly(temp);
            throw new UncheckedIOException("cannot write " + target + " for document " + index.id(), e);
        }
    }

    void delete(DocumentId id) {
        Path file = fileOf(id);
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + file + " of document " + id, e);
        }
    }

    Path fileOf(DocumentId id) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            sha256.update(id.collection().getBytes(StandardCharsets.UTF_8));
            sha256.update((byte) 0);
            sha256.update(id.key().getBytes(StandardCharsets.UTF_8));
            return directory.resolve(HexFormat.of().formatHex(sha256.digest()) + SUFFIX);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java runtime", e);
        }
    }

    private DocumentIndex read(Path file) {
        DocumentIndex index;
        try (InputStream in = Files.newInputStream(file)) {
            index = DocumentIndexJson.read(in);
        } catch (IOException | RuntimeException e) {
            throw new CorruptStoreException(file, documentIn(file), e);
        }
        if (!fileOf(index.id()).equals(file)) {
            throw new CorruptStoreException(file, Optional.of(index.id()), new IllegalArgumentException(
                    "it is named for another document, whose file would be " + fileOf(index.id()).getFileName()));
        }
        return index;
    }

    /**
     * Moves every document file that cannot be read back into {@code damagedDirectory}, so that the rest
     * opens; the moved files are kept for inspection.
     */
    List<DamagedDocumentFiles.SetAside> setAsideUnreadable(Path damagedDirectory) {
        List<DamagedDocumentFiles.SetAside> moved = new ArrayList<>();
        for (Path file : list()) {
            try {
                read(file);
            } catch (CorruptStoreException damaged) {
                try {
                    Files.createDirectories(damagedDirectory);
                    Path target = damagedDirectory.resolve(file.getFileName());
                    Files.move(file, target, StandardCopyOption.REPLACE_EXISTING);
                    moved.add(new DamagedDocumentFiles.SetAside(file, target, damaged.document(), damaged.problem()));
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot move " + file + " to " + damagedDirectory, e);
                }
            }
        }
        return moved;
    }

    private static Optional<DocumentId> documentIn(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return DocumentIndexJson.idOf(in);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // The write already failed and is reported; a stray temp file is removed at the next open.
        }
    }
}
