package dev.lazygraph.core.document;

import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a document's bytes without ever holding more than the size limit: a source that goes on past it
 * (a file growing while it is read, a pipe, an object larger than announced) is refused as too large after
 * {@code maxBytes + 1} bytes, instead of being read whole first.
 */
public final class BoundedRead {
    /** The largest byte array a JVM reliably allocates. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    private BoundedRead() {
    }

    /** @throws RejectedDocumentException (TOO_LARGE) when {@code in} holds more than {@code maxBytes} */
    public static byte[] readAtMost(InputStream in, long maxBytes) throws IOException {
        if (maxBytes <= 0) {
            throw new IllegalArgumentException("maxBytes must be positive: " + maxBytes);
        }
        byte[] content = in.readNBytes((int) Math.min(maxBytes, MAX_ARRAY));
        if (in.read() != -1) {
            throw new RejectedDocumentException(Reason.TOO_LARGE,
                    String.format("document is over the limit of %,d bytes", Math.min(maxBytes, MAX_ARRAY)));
        }
        return content;
    }
}
