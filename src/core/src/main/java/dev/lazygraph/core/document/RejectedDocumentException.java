package dev.lazygraph.core.document;

/** A document that cannot be ingested, with a reason a user can act on. Nothing is stored for it. */
public class RejectedDocumentException extends RuntimeException {
    public enum Reason { EMPTY, BINARY, TOO_LARGE, UNSUPPORTED_TYPE }

    private final Reason reason;

    public RejectedDocumentException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
