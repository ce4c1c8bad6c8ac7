package dev.lazygraph.core.document;

/** A document that cannot be ingested, with a reason a user can act on. Nothing is stored for it. */
public class RejectedDocumentException extends RuntimeException {
    /**
     * EMPTY, BINARY, TOO_LARGE (bytes, or text characters of a format read by a {@link DocumentExtractor}) and
     * UNSUPPORTED_TYPE hold for every document; ENCRYPTED (password-protected), NO_TEXT (pages without a text
     * layer), CORRUPT (damaged or truncated) and OVER_LIMIT (a zip bomb, nesting too deep, parsing too long) for
     * the formats a {@link DocumentExtractor} reads.
     */
    /** INVALID_METADATA: groups or tags given with the document that no document may have. */
    public enum Reason { EMPTY, BINARY, TOO_LARGE, UNSUPPORTED_TYPE, ENCRYPTED, NO_TEXT, CORRUPT, OVER_LIMIT, INVALID_METADATA }

    private final Reason reason;

    public RejectedDocumentException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
