package dev.lazygraph.core.graph;

import java.util.List;
import java.util.SortedMap;

/**
 * A canonical, fully sorted dump of one collection: everything a store keeps. Two stores hold the same graph
 * exactly when their snapshots are equal; the incremental-exactness tests compare these.
 */
public record StoreSnapshot(CorpusStats stats,
                            List<DocumentRecord> documents,
                            List<IndexedChunk> chunks,
                            SortedMap<String, List<Posting>> termPostings,
                            SortedMap<String, List<Posting>> conceptPostings) {
}
