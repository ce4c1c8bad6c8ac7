package dev.lazygraph.documents;

import dev.lazygraph.core.document.ExtractionLimits;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import java.io.IOException;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.tika.exception.EncryptedDocumentException;
import org.apache.tika.exception.TikaException;
import org.apache.tika.exception.WriteLimitReachedException;
import org.xml.sax.SAXException;

/** Tells a document that cannot be read (refused, with the reason) from a fault of the reader (thrown). */
final class ReadFailures {

    private ReadFailures() {
    }

    /**
     * What a failure while reading means: the document's fault (a refusal with the reason) or ours (thrown
     * as it is, for a retry). Tika reports a parser's runtime exception as a TikaException; it is still ours
     * when it started in this code.
     */
    static RuntimeException refusalOrFault(Throwable failure, Format format, ExtractionLimits limits) {
        if (failure instanceof RejectedDocumentException rejected) {
            return rejected;
        }
        if (WriteLimitReachedException.isWriteLimitReached(failure)) {
            return new RejectedDocumentException(Reason.TOO_LARGE, String.format(
                    "the %s's text is over the limit of %,d characters", format, limits.maxCharacters()));
        }
        if (failure instanceof Error || startedHere(failure)
                || !(failure instanceof TikaException || failure instanceof IOException || failure instanceof SAXException)) {
            return failure instanceof RuntimeException runtime ? runtime
                    : new IllegalStateException("reading a " + format + " failed", failure);
        }
        if (causedBy(failure, EncryptedDocumentException.class)
                || causedBy(failure, org.apache.poi.EncryptedDocumentException.class)
                || causedBy(failure, InvalidPasswordException.class)) {
            return new RejectedDocumentException(Reason.ENCRYPTED,
                    "encrypted: a password-protected " + format + " cannot be read");
        }
        if (failure instanceof ZipLimits.ZipBombException || messageMentions(failure, "zip bomb")) {
            return new RejectedDocumentException(Reason.OVER_LIMIT, "the " + format
                    + " unpacks to far more than it holds (a zip bomb?) or nests deeper than allowed: "
                    + rootMessage(failure));
        }
        return new RejectedDocumentException(Reason.CORRUPT, "damaged " + format + ", it cannot be read: "
                + rootMessage(failure));
    }

    /** Whether a runtime failure started in lazygraph's own code: a bug, not the document. */
    private static boolean startedHere(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        StackTraceElement[] trace = root.getStackTrace();
        return (root instanceof RuntimeException || root instanceof Error)
                && trace.length > 0 && trace[0].getClassName().startsWith("dev.lazygraph.");
    }

    private static boolean causedBy(Throwable failure, Class<? extends Throwable> type) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    private static boolean messageMentions(Throwable failure, String words) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && t.getMessage().toLowerCase(Locale.ROOT).contains(words)) {
                return true;
            }
        }
        return false;
    }

    private static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        return message.length() > 300 ? message.substring(0, 300) + "…" : message;
    }
}
