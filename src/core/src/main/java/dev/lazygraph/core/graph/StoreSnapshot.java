package dev.lazygraph.core.graph;

import java.util.List;
import java.util.SortedMap;

/**
 * A canonical, fully sorted dump of one collection. Two stores hold the same graph exactly when their
 * snapshots are equal; the incremental-exactness tests compare these.
 */
public record StoreSnapshot(CorpusStats stats,
                            List<DocumentRecord> documents,
                            List<IndexedChunk> chunks,
                            SortedMap<String, List<Posting>> termPostings,
                            SortedMap<String, List<Posting>> conceptPostings,
                            List<ConceptStats> concepts,
                            List<Edge> edges) {
}
