package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.community.CommunityDetector;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the community stage found in one attempt.
 *
 * @param detection       the communities of the question's concept subgraph and its edges
 * @param candidates      chunk id -> the candidate chunks the communities refer to, best-ranked first
 * @param summariesWanted communities the question summarizes at most (an overview without an LLM gives more)
 */
record Detected(CommunityDetector.Detection detection, Map<String, IndexedChunk> candidates, int summariesWanted) {
    Detected {
        candidates = Collections.unmodifiableMap(new LinkedHashMap<>(candidates));
    }

    /** Communities found, all levels counted. */
    int communities() {
        return detection.communities().stream().mapToInt(Community::size).sum();
    }
}
