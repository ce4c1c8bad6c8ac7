package dev.lazygraph.documents;

import java.nio.charset.StandardCharsets;

/**
 * Whether a file is complete: its format's end marker is where it must be. A PDF cut short can still give
 * its first pages and a zip its first entries (Tika even salvages damaged zips), which would index part of a
 * document as if it were all of it.
 */
final class FileEnd {
    /** Readers look for "%%EOF" in the last kilobyte of a PDF, tolerating trailing bytes after it. */
    private static final int PDF_END_WINDOW = 1024;
    private static final byte[] PDF_END = "%%EOF".getBytes(StandardCharsets.US_ASCII);
    /** The end-of-central-directory record: 22 bytes plus a comment of at most 65,535. */
    private static final int ZIP_END_WINDOW = 22 + 65_535;
    private static final byte[] ZIP_END = {0x50, 0x4b, 0x05, 0x06};

    private FileEnd() {
    }

    static boolean isComplete(byte[] content, Format.Container container) {
        return switch (container) {
            case PDF -> containsNearEnd(content, PDF_END, PDF_END_WINDOW);
            case ZIP -> containsNearEnd(content, ZIP_END, ZIP_END_WINDOW);
            case NONE -> true;
        };
    }

    private static boolean containsNearEnd(byte[] content, byte[] marker, int window) {
        int from = Math.max(0, content.length - window);
        for (int i = content.length - marker.length; i >= from; i--) {
            int k = 0;
            while (k < marker.length && content[i + k] == marker[k]) {
                k++;
            }
            if (k == marker.length) {
                return true;
            }
        }
        return false;
    }
}
