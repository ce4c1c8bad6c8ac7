package dev.lazygraph.core.ingest;

import dev.lazygraph.core.document.SourceDocument;
import java.util.ArrayList;
import java.util.List;

/**
 * How many documents a bulk ingest gathers before it stores them in one write ({@link IngestService#ingestAll}).
 * On a local database most of a small document's write is the posting pages it dirties, and one commit per
 * batch writes each shared page once: on the podcast transcripts batches of 128 wrote a fourteenth of the
 * bytes of one commit per file and stored them in a quarter of the time (what a batched ingest writes is
 * {@code bench ingest}'s {@code bytesWrittenToDisk}). A larger batch holds more indexes in memory and leaves
 * more to redo after a crash (its outcomes are reported once it is stored; ingesting the same files again
 * redoes it), so it is bounded by files and by bytes.
 *
 * @param maxDocuments a batch is stored once it holds this many documents
 * @param maxBytes     or once their contents add up to this many bytes
 */
public record IngestBatch(int maxDocuments, long maxBytes) {
    public static final IngestBatch DEFAULT = new IngestBatch(128, 4L * 1024 * 1024);

    public IngestBatch {
        if (maxDocuments < 1 || maxBytes < 1) {
            throw new IllegalArgumentException("a batch must hold at least one document and one byte: "
                    + maxDocuments + ", " + maxBytes);
        }
    }

    /** A batch being gathered, to be stored once {@link Gathering#add} says it is full. */
    public Gathering gather() {
        return new Gathering();
    }

    /** The documents in order, cut into batches. */
    public List<List<SourceDocument>> split(List<SourceDocument> documents) {
        List<List<SourceDocument>> batches = new ArrayList<>();
        Gathering batch = gather();
        for (SourceDocument document : documents) {
            if (batch.add(document)) {
                batches.add(batch.take());
            }
        }
        if (!batch.isEmpty()) {
            batches.add(batch.take());
        }
        return batches;
    }

    /** Documents gathered for one batch. Not thread-safe. */
    public final class Gathering {
        private final List<SourceDocument> documents = new ArrayList<>();
        private long bytes;

        private Gathering() {
        }

        /** Adds {@code document}; returns whether the batch is now full. */
        public boolean add(SourceDocument document) {
            documents.add(document);
            bytes += document.content().length;
            return documents.size() >= maxDocuments || bytes >= maxBytes;
        }

        public boolean isEmpty() {
            return documents.isEmpty();
        }

        /** The documents gathered, leaving the batch empty. */
        public List<SourceDocument> take() {
            List<SourceDocument> taken = List.copyOf(documents);
            documents.clear();
            bytes = 0;
            return taken;
        }
    }
}
