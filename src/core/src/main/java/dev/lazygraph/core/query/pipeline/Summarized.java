package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.query.answer.SummarizedCommunity;
import java.util.List;

/** What the summary stage wrote in one attempt: the selected communities with their summaries, best first. */
record Summarized(List<SummarizedCommunity> communities) {
    Summarized {
        communities = List.copyOf(communities);
    }

    /** Whether every summary was built from sources that stayed current while it was computed. */
    boolean current() {
        return communities.stream().allMatch(sc -> sc.summary().current());
    }

    /** The chunks the summaries were built from. */
    List<Chunk> sources() {
        return communities.stream().flatMap(sc -> sc.summary().sources().stream()).toList();
    }

    int cached() {
        return (int) communities.stream().filter(sc -> sc.summary().cached()).count();
    }
}
