package dev.lazygraph.core.query;

/**
 * The documents an answer was built from kept changing while it was built, so no answer free of replaced or
 * deleted text could be given. Retrying later succeeds once the writes settle.
 */
public class ConcurrentUpdateException extends RuntimeException {
    public ConcurrentUpdateException(String message) {
        super(message);
    }
}
