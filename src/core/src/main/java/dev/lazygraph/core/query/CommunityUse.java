package dev.lazygraph.core.query;

import java.util.List;

/**
 * A community whose summary went into the answer.
 *
 * @param id       position in the query's community hierarchy, e.g. {@code "3"} or {@code "3.1"}
 * @param summary  summary text; its {@code [n]} markers refer to the answer's citations
 * @param cached   whether the summary came from the summary cache
 */
public record CommunityUse(String id, int level, List<String> concepts, String summary, boolean cached) {
    public CommunityUse {
        concepts = List.copyOf(concepts);
    }
}
