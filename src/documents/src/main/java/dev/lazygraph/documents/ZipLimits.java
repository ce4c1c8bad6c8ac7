package dev.lazygraph.documents;

import java.io.IOException;
import java.io.InputStream;
import java.util.Collections;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.utils.InputStreamStatistics;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;

/**
 * Refuses a zip (Office, OpenDocument, EPUB) that unpacks to far more than it holds, before any parser
 * inflates it into memory: every entry is inflated once and thrown away, counting. The parsers' own guards
 * do not hold on every path (Tika salvages a zip POI refused, and reads it again unguarded), so this one
 * decides.
 */
final class ZipLimits {
    /** The most one entry may unpack to. */
    static final long MAX_ENTRY_BYTES = 128L * 1024 * 1024;
    /** Unpacked bytes per packed byte an entry may reach once past {@link #RATIO_GRACE_BYTES}; text XML is 5-20. */
    static final long MAX_RATIO = 100;
    static final long RATIO_GRACE_BYTES = 1024 * 1024;
    static final int MAX_ENTRIES = 20_000;

    /** A zip over the limits: a zip bomb, or a document far beyond what is read. */
    static final class ZipBombException extends IOException {
        ZipBombException(String message) {
            super(message);
        }
    }

    private ZipLimits() {
    }

    /**
     * @throws ZipBombException when an entry unpacks past the limits or there are too many entries
     * @throws IOException      when it is not a readable zip
     */
    static void check(byte[] zip) throws IOException {
        try (ZipFile file = ZipFile.builder().setSeekableByteChannel(new SeekableInMemoryByteChannel(zip)).get()) {
            int entries = 0;
            byte[] buffer = new byte[64 * 1024];
            for (ZipArchiveEntry entry : Collections.list(file.getEntries())) {
                if (++entries > MAX_ENTRIES) {
                    throw new ZipBombException("it holds more than " + MAX_ENTRIES + " files");
                }
                try (InputStream in = file.getInputStream(entry)) {
                    InputStreamStatistics counts = in instanceof InputStreamStatistics statistics ? statistics : null;
                    long unpacked = 0;
                    for (int n; (n = in.read(buffer)) > 0; ) {
                        unpacked += n;
                        if (unpacked > MAX_ENTRY_BYTES) {
                            throw new ZipBombException(String.format("%s unpacks to more than %,d bytes",
                                    entry.getName(), MAX_ENTRY_BYTES));
                        }
                        if (counts != null && unpacked > RATIO_GRACE_BYTES
                                && unpacked > MAX_RATIO * Math.max(1, counts.getCompressedCount())) {
                            throw new ZipBombException(String.format(
                                    "%s unpacks to more than %d times its %,d packed bytes",
                                    entry.getName(), MAX_RATIO, counts.getCompressedCount()));
                        }
                    }
                }
            }
        }
    }
}
