package dev.lazygraph.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileVisitResult;
import java.nio.file.FileVisitor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceFilesTest {
    @TempDir
    Path temp;

    @Test
    void aNamedPipeIsRefusedUpFrontWhetherGivenOrFoundInAFolder() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("docs"));
        Files.writeString(folder.resolve("a.txt"), "Ada Lovelace wrote the first program.");
        Path inFolder = mkfifo(folder.resolve("pipe.txt"));
        Path given = mkfifo(temp.resolve("given.md"));

        // Nothing ever writes to the pipes: opening one to read would block forever.
        SourceFiles found = SourceFiles.find(List.of(given, folder));
        assertEquals(List.of("a.txt"), keys(found));
        assertEquals(List.of(new SourceFiles.Skipped(given.toString(), SourceFiles.NOT_REGULAR),
                new SourceFiles.Skipped("pipe.txt", SourceFiles.NOT_REGULAR)), found.skipped());
        assertTrue(found.unreadablePathGiven(), "a path given that cannot be read fails the command");
        assertTrue(Files.exists(inFolder));
    }

    @Test
    void aFolderThatCannotBeReadIsSkippedWithItsReasonAndTheWalkGoesOn() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("docs"));
        Files.writeString(folder.resolve("a.txt"), "first");
        Path locked = Files.createDirectories(folder.resolve("locked"));
        Files.writeString(locked.resolve("secret.txt"), "never reached");
        Files.writeString(Files.createDirectories(folder.resolve("z")).resolve("last.txt"), "last");

        // The OS refuses to open a folder by handing walkFileTree's visitor an exception instead of the
        // folder; running as root, chmod cannot make it refuse, so the refusal is handed over here.
        SourceFiles found = new SourceFiles();
        Files.walkFileTree(folder, new RefusingToOpen(locked, found.new Collector(folder)));

        assertEquals(List.of("a.txt", "z/last.txt"), found.inputs().stream().map(SourceFiles.Input::key).sorted()
                .toList());
        assertEquals(List.of(new SourceFiles.Skipped("locked", "cannot read: permission denied")), found.skipped());
        assertFalse(found.unreadablePathGiven());
    }

    @Test
    void hiddenEntriesArePassedOverAndLinksToFoldersAreReported() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("docs"));
        Files.writeString(folder.resolve("a.md"), "# A");
        Files.writeString(folder.resolve(".hidden.md"), "# hidden");
        Files.writeString(Files.createDirectories(folder.resolve(".git")).resolve("config.txt"), "x");
        Files.createSymbolicLink(folder.resolve("elsewhere"), temp);
        Files.createSymbolicLink(folder.resolve("gone.txt"), temp.resolve("missing.txt"));

        SourceFiles found = SourceFiles.find(List.of(folder, temp.resolve("nothing-here")));
        assertEquals(List.of("a.md"), keys(found));
        assertEquals(List.of(
                new SourceFiles.Skipped(temp.resolve("nothing-here").toString(), "no such file or folder"),
                new SourceFiles.Skipped("elsewhere", "a link to a folder: links to folders are not followed"),
                new SourceFiles.Skipped("gone.txt", "a broken link")),
                found.skipped().stream().sorted(java.util.Comparator.comparing(SourceFiles.Skipped::what)).toList());
    }

    @Test
    void aFolderGivenAsALinkIsWalked() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("real"));
        Files.writeString(Files.createDirectories(folder.resolve("sub")).resolve("b.txt"), "b");
        Path link = Files.createSymbolicLink(temp.resolve("link"), folder);
        SourceFiles found = SourceFiles.find(List.of(link));
        assertEquals(List.of("sub/b.txt"), keys(found));
        assertEquals(List.of(), found.skipped());
    }

    private static List<String> keys(SourceFiles found) {
        return found.inputs().stream().map(SourceFiles.Input::key).toList();
    }

    private static Path mkfifo(Path path) throws IOException, InterruptedException {
        Process mkfifo = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        assertTrue(mkfifo.waitFor(30, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo " + path);
        return path;
    }

    /** Walks like the OS would if it could not open {@code refused}: the visitor gets the failure. */
    private record RefusingToOpen(Path refused, FileVisitor<Path> visitor) implements FileVisitor<Path> {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) throws IOException {
            if (dir.equals(refused)) {
                visitor.visitFileFailed(dir, new AccessDeniedException(dir.toString()));
                return FileVisitResult.SKIP_SUBTREE;
            }
            return visitor.preVisitDirectory(dir, attributes);
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
            return visitor.visitFile(file, attributes);
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
            return visitor.visitFileFailed(file, e);
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
            return visitor.postVisitDirectory(dir, e);
        }
    }
}
