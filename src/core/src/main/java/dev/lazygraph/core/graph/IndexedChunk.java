package dev.lazygraph.core.graph;

import dev.lazygraph.core.chunk.Chunk;
import java.util.Map;

/**
 * A chunk with everything it contributes to the index. Stored with the chunk so a delete can subtract
 * exactly what was added, even if the extractor changes between releases.
 *
 * @param length           number of BM25 terms in the chunk (document length for BM25)
 * @param termFrequencies  BM25 term -> occurrences in this chunk
 * @param conceptCounts    normalized concept -> mentions in this chunk
 */
public record IndexedChunk(Chunk chunk, int length, Map<String, Integer> termFrequencies,
                           Map<String, Integer> conceptCounts) {
    public IndexedChunk {
        termFrequencies = Map.copyOf(termFrequencies);
        conceptCounts = Map.copyOf(conceptCounts);
    }

    public String id() {
        return chunk.id();
    }
}
