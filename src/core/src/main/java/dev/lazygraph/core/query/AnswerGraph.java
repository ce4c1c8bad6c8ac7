package dev.lazygraph.core.query;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The communities behind one answer, as a picture needs them: the query's concept subgraph, which community
 * each concept belongs to, and how each community fared in the relevance tests. Empty on the basic route,
 * which looks for no communities.
 *
 * @param nodes       the subgraph's concepts, each with the deepest community holding it
 * @param edges       the co-occurrence edges the communities were clustered on, with their weights
 * @param communities every community of every level, each parent before its sub-communities, best first
 */
public record AnswerGraph(List<Node> nodes, List<Link> edges, List<CommunityOutcome> communities) {

    public static final AnswerGraph EMPTY = new AnswerGraph(List.of(), List.of(), List.of());

    public AnswerGraph {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
        communities = List.copyOf(communities);
    }

    /** A concept; {@code community} is the id of the deepest community it belongs to. */
    public record Node(String concept, String community) {
    }

    /** Two concepts that co-occur; {@code weight} is the normalized PMI Leiden used, in (0, 1]. */
    public record Link(String a, String b, double weight) {
    }

    /**
     * One community and its relevance-test outcome.
     *
     * @param id       hierarchical id, e.g. {@code "3"} or its sub-community {@code "3.1"}
     * @param concepts member concepts, most central to the query first
     * @param tested   its chunks were relevance-tested (the search reached it within the budget)
     * @param relevant a chunk of it passed a relevance test
     * @param selected chosen for a summary: relevant, and none of its sub-communities is
     * @param summary  the summary as it went into the answer (its {@code [n]} markers are the answer's
     *                 citations); {@code null} when not summarized
     */
    public record CommunityOutcome(String id, int level, List<String> concepts, boolean tested, boolean relevant,
                                   boolean selected, String summary) {
        public CommunityOutcome {
            concepts = List.copyOf(concepts);
        }
    }

    /** This graph with the summaries the answer used attached to their communities. */
    public AnswerGraph withSummaries(List<CommunityUse> uses) {
        Map<String, String> summaries = uses.stream()
                .collect(Collectors.toMap(CommunityUse::id, CommunityUse::summary, (a, b) -> a));
        Function<CommunityOutcome, CommunityOutcome> attach = c -> new CommunityOutcome(c.id(), c.level(),
                c.concepts(), c.tested(), c.relevant(), c.selected(), summaries.getOrDefault(c.id(), c.summary()));
        return new AnswerGraph(nodes, edges, communities.stream().map(attach).toList());
    }
}
