package dev.lazygraph.aws.graph;

/**
 * Another writer changed the same document while this put/delete ran, or holds an unfinished write of it
 * that is too recent to take over. Nothing was lost; retry the operation later.
 */
public class ConcurrentWriteException extends RuntimeException {
    public ConcurrentWriteException(String message) {
        super(message);
    }
}
