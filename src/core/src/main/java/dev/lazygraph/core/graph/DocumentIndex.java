package dev.lazygraph.core.graph;

import dev.lazygraph.core.document.DocumentId;
import java.util.List;

/** Everything one document revision contributes to the graph: its chunks and their terms and concepts. */
public record DocumentIndex(DocumentId id, String revision, String title, long words, List<IndexedChunk> chunks) {
    public DocumentIndex {
        chunks = List.copyOf(chunks);
    }

    public DocumentRecord record() {
        return new DocumentRecord(id, revision, title, chunks.size(), words);
    }
}
