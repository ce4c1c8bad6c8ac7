package dev.lazygraph.app.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The files an ingest reads under the paths it is given, and everything it passes over with the reason.
 * Only regular files are read: a named pipe, socket or device could block the read forever or never end,
 * so it is refused before it is opened. Folders are walked recursively; hidden entries are passed over
 * silently, links to files are read, links to folders inside them are not followed (they could loop; a
 * folder given as a link is walked), and a folder
 * that cannot be read is reported and passed over while the walk goes on.
 */
final class SourceFiles {
    static final String NOT_REGULAR = "not a regular file (a named pipe, socket or device): only files are read";

    /** A file to ingest, with the id it is stored under. */
    record Input(Path file, String key) {
    }

    /** A path that was not ingested, and why. */
    record Skipped(String what, String reason) {
    }

    private final List<Input> inputs = new ArrayList<>();
    private final List<Skipped> skipped = new ArrayList<>();
    private boolean unreadablePathGiven;

    /** Everything found under {@code paths}, files in path order. */
    static SourceFiles find(List<Path> paths) {
        SourceFiles found = new SourceFiles();
        for (Path path : paths) {
            found.add(path);
        }
        found.inputs.sort(Comparator.comparing(Input::file));
        return found;
    }

    List<Input> inputs() {
        return inputs;
    }

    List<Skipped> skipped() {
        return skipped;
    }

    /** Whether a path given was missing or could not be read at all (as opposed to a file found in a folder). */
    boolean unreadablePathGiven() {
        return unreadablePathGiven;
    }

    private void add(Path path) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            refuseGiven(path, Files.isSymbolicLink(path) ? "a broken link" : "no such file or folder");
            return;
        } catch (IOException e) {
            refuseGiven(path, "cannot read: " + describe(e));
            return;
        }
        if (attributes.isDirectory()) {
            walk(path);
        } else if (attributes.isRegularFile()) {
            inputs.add(new Input(path, path.getFileName().toString()));
        } else {
            refuseGiven(path, NOT_REGULAR);
        }
    }

    private void refuseGiven(Path path, String reason) {
        skipped.add(new Skipped(path.toString(), reason));
        unreadablePathGiven = true;
    }

    private void walk(Path folder) {
        try {
            // A folder given as a link is walked where it points; links inside it are not followed.
            Path root = Files.isSymbolicLink(folder) ? folder.toRealPath() : folder;
            Files.walkFileTree(root, new Collector(root));
        } catch (IOException e) {
            // Collector reports each failure and goes on; walkFileTree only rethrows what it never handed it.
            refuseGiven(folder, "cannot read: " + describe(e));
        }
    }

    /** What went wrong, without the path (the report names it already). */
    static String describe(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return fileSystem.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** Walks one folder given to the ingest. Package-private: a test refuses a folder the way the OS would. */
    final class Collector extends SimpleFileVisitor<Path> {
        private final Path root;

        Collector(Path root) {
            this.root = root;
        }

        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
            return !dir.equals(root) && hidden(dir) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
            if (hidden(file)) {
                return FileVisitResult.CONTINUE;
            }
            if (attributes.isRegularFile()) {
                inputs.add(new Input(file, key(file)));
            } else if (attributes.isSymbolicLink()) {
                link(file);
            } else if (!attributes.isDirectory()) {
                skipped.add(new Skipped(key(file), NOT_REGULAR));
            }
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
            if (file.equals(root)) {
                refuseGiven(root, "cannot read: " + describe(e));
            } else {
                skipped.add(new Skipped(key(file), "cannot read: " + describe(e)));
            }
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException e) {
            if (e != null) {
                skipped.add(new Skipped(dir.equals(root) ? key(dir) : key(dir) + "/",
                        "cannot read the whole folder: " + describe(e)));
            }
            return FileVisitResult.CONTINUE;
        }

        private void link(Path file) {
            BasicFileAttributes target;
            try {
                target = Files.readAttributes(file, BasicFileAttributes.class);
            } catch (IOException e) {
                skipped.add(new Skipped(key(file), "a broken link"));
                return;
            }
            if (target.isRegularFile()) {
                inputs.add(new Input(file, key(file)));
            } else if (target.isDirectory()) {
                skipped.add(new Skipped(key(file), "a link to a folder: links to folders are not followed"));
            } else {
                skipped.add(new Skipped(key(file), NOT_REGULAR));
            }
        }

        /** Ids use '/' whatever the platform, as S3 keys do. */
        private String key(Path file) {
            if (file.equals(root)) {
                return root.toString();
            }
            List<String> parts = new ArrayList<>();
            root.relativize(file).forEach(part -> parts.add(part.toString()));
            return String.join("/", parts);
        }

        private boolean hidden(Path path) {
            return path.getFileName() != null && path.getFileName().toString().startsWith(".");
        }
    }
}
