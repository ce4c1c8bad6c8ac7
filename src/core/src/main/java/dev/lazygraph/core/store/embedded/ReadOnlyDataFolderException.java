package dev.lazygraph.core.store.embedded;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * A write to a data folder this process opened read-only: another process is its writer (named by pid when
 * known), or the folder cannot be written at all. Nothing was changed.
 */
public class ReadOnlyDataFolderException extends RuntimeException {
    private final transient Path folder;
    private final OptionalLong holderPid;
    private final String holderCommand;

    private ReadOnlyDataFolderException(Path folder, OptionalLong holderPid, String holderCommand, String message,
                                        Throwable cause) {
        super(message, cause);
        this.folder = folder;
        this.holderPid = holderPid;
        this.holderCommand = holderCommand;
    }

    static ReadOnlyDataFolderException heldBy(Path folder, long pid, String command) {
        return new ReadOnlyDataFolderException(folder, OptionalLong.of(pid), command,
                "data folder " + folder + " is being written by another process (pid " + pid
                        + (command.isEmpty() ? "" : ": " + command) + ")", null);
    }

    static ReadOnlyDataFolderException heldByThisProcess(Path folder) {
        return new ReadOnlyDataFolderException(folder, OptionalLong.of(ProcessHandle.current().pid()), "",
                "data folder " + folder + " is already open for writing in this process", null);
    }

    static ReadOnlyDataFolderException heldByUnknown(Path folder) {
        return new ReadOnlyDataFolderException(folder, OptionalLong.empty(), "",
                "data folder " + folder + " is being written by another process", null);
    }

    static ReadOnlyDataFolderException notWritable(Path folder, IOException cause) {
        return new ReadOnlyDataFolderException(folder, OptionalLong.empty(), "",
                "data folder " + folder + " cannot be written (" + describe(cause) + ")", cause);
    }

    /** The same report, thrown afresh at each refused write. */
    ReadOnlyDataFolderException copy() {
        return new ReadOnlyDataFolderException(folder, holderPid, holderCommand, getMessage(), getCause());
    }

    public Path folder() {
        return folder;
    }

    /** The writer's process id; empty when the folder cannot be written at all or the writer is unknown. */
    public OptionalLong holderPid() {
        return holderPid;
    }

    /** The writer's command line as it recorded it; empty when unknown. */
    public String holderCommand() {
        return holderCommand;
    }

    /** "Not a directory: /d/x", "permission denied: /d/lazygraph.lock"... */
    private static String describe(IOException e) {
        if (e instanceof AccessDeniedException denied) {
            return "permission denied: " + denied.getFile();
        }
        if (e instanceof FileSystemException failed && failed.getReason() != null) {
            return failed.getReason() + ": " + failed.getFile();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
