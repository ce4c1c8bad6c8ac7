package dev.lazygraph.embedded;

import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.summary.CachedSummary;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Moves a data folder written by lazygraph before the SQLite store (one JSON file per document under
 * {@code documents/}, cached summaries and verdicts as JSON files under {@code summaries/} and
 * {@code verdicts/}) into the database on its first open, then moves those folders into {@value #BACKUP}/,
 * which the store never reads again and the user may delete. Each document is stored in its own transaction
 * and storing the same revision again changes nothing, so a migration cut short is finished by the next
 * open. A file that cannot be read is named in the log and stays in {@value #BACKUP}/: its document is
 * ingested again.
 */
final class JsonFolderMigration {
    static final String BACKUP = "json-before-sqlite";
    static final String DOCUMENTS = "documents";
    static final String SUMMARIES = "summaries";
    static final String VERDICTS = "verdicts";
    /** The old store's own OS lock; SQLite locks the database itself. */
    static final String LOCK_FILE = "lazygraph.lock";
    private static final System.Logger LOG = System.getLogger(JsonFolderMigration.class.getName());

    private JsonFolderMigration() {
    }

    /** Migrates {@code database}'s folder when it still holds the JSON layout; does nothing otherwise. */
    static void migrate(EmbeddedDatabase database) {
        Path folder = database.folder();
        if (!Files.isDirectory(folder.resolve(DOCUMENTS))) {
            return;
        }
        EmbeddedGraphStore graph = new EmbeddedGraphStore(database);
        EmbeddedSummaryCache summaries = new EmbeddedSummaryCache(database);
        EmbeddedVerdictCache verdicts = new EmbeddedVerdictCache(database);
        int documents = 0;
        for (Path file : jsonFiles(folder.resolve(DOCUMENTS))) {
            try (InputStream in = Files.newInputStream(file)) {
                DocumentIndex index = LegacyDocumentJson.read(in);
                graph.put(index);
                documents++;
            } catch (IOException | IllegalArgumentException e) {
                unreadable(folder, file, "document", e);
            }
        }
        for (Path file : jsonFiles(folder.resolve(SUMMARIES))) {
            try {
                summaries.put(RecordCodec.decode(Files.readAllBytes(file), CachedSummary.class));
            } catch (IOException | UncheckedIOException e) {
                unreadable(folder, file, "cached summary", e);
            }
        }
        for (Path file : jsonFiles(folder.resolve(VERDICTS))) {
            try {
                verdicts.put(List.of(RecordCodec.decode(Files.readAllBytes(file), CachedVerdict[].class)));
            } catch (IOException | UncheckedIOException e) {
                unreadable(folder, file, "cached verdicts", e);
            }
        }
        for (String old : List.of(DOCUMENTS, SUMMARIES, VERDICTS, LOCK_FILE)) {
            moveToBackup(folder, old);
        }
        LOG.log(System.Logger.Level.INFO, "moved " + documents + " documents of " + folder + " into "
                + EmbeddedDatabase.FILE + "; the JSON files are in " + folder.resolve(BACKUP));
    }

    /** The JSON files of an old folder (cache entries sit one level down, in one folder per collection). */
    private static List<Path> jsonFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir, 2)) {
            return files.filter(file -> Files.isRegularFile(file) && file.getFileName().toString().endsWith(".json"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the old store layout in " + dir, e);
        }
    }

    private static void unreadable(Path folder, Path file, String what, Exception e) {
        String problem = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst()
                .orElse("").strip();
        LOG.log(System.Logger.Level.WARNING, "the " + what + " file " + file + " cannot be read (" + problem
                + "); it is kept under " + folder.resolve(BACKUP) + " and not in the store");
    }

    private static void moveToBackup(Path folder, String name) {
        Path source = folder.resolve(name);
        Path target = folder.resolve(BACKUP).resolve(name);
        try {
            Files.createDirectories(target.getParent());
            Files.move(source, target);
        } catch (NoSuchFileException | FileAlreadyExistsException e) {
            // Moved already, by another process that opened the folder at the same moment, or never there.
        } catch (IOException e) {
            throw new UncheckedIOException("cannot move " + source + " to " + target, e);
        }
    }
}
