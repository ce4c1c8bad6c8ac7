package dev.lazygraph.core.ingest;

import dev.lazygraph.core.document.SourceDocument;
import java.util.ArrayList;
import java.util.List;

/**
 * How many documents a bulk ingest gathers before it stores them in one write ({@link IngestService#ingestAll}).
 * On a local database most of a small document's write is the posting pages it dirties, and one commit per
 * batch writes each shared page once: on the podcast transcripts ({@code bench ingest}) batches of 128 wrote
 * a fourteenth of the bytes of one commit per file and stored them in a quarter of the time. A larger batch
 * holds more indexes in memory and leaves more to redo after a crash (its outcomes are reported once it is
 * stored; ingesting the same files again redoes it), so it is bounded by files and by bytes.
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

    /** Whether a batch of {@code documents} documents and {@code bytes} bytes is to be stored now. */
    public boolean isFull(int documents, long bytes) {
        return documents >= maxDocuments || bytes >= maxBytes;
    }

    /** The documents in order, cut into batches. */
    public List<List<SourceDocument>> split(List<SourceDocument> documents) {
        List<List<SourceDocument>> batches = new ArrayList<>();
        List<SourceDocument> batch = new ArrayList<>();
        long bytes = 0;
        for (SourceDocument document : documents) {
            batch.add(document);
            bytes += document.content().length;
            if (isFull(batch.size(), bytes)) {
                batches.add(List.copyOf(batch));
                batch.clear();
                bytes = 0;
            }
        }
        if (!batch.isEmpty()) {
            batches.add(List.copyOf(batch));
        }
        return batches;
    }
}
