package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.query.AnswerGraph;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.community.CommunityDetector;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the {@link AnswerGraph} of a query from what its community stage already computed: nothing is read
 * from the store and nothing is clustered again.
 */
final class AnswerGraphs {

    private AnswerGraphs() {
    }

    /** The graph of the detected communities and the relevance search over them (summaries not attached). */
    static AnswerGraph of(CommunityDetector.Detection detection, RelevanceSearch.Result relevance) {
        Set<String> tested = new HashSet<>(relevance.consideredIds());
        Set<String> relevant = relevance.relevantChunks().keySet();
        Set<String> selected = new HashSet<>();
        relevance.selected().forEach(c -> selected.add(c.id()));

        Map<String, String> deepest = new LinkedHashMap<>();
        List<AnswerGraph.CommunityOutcome> outcomes = new ArrayList<>();
        for (Community community : detection.communities()) {
            visit(community, tested, relevant, selected, deepest, outcomes);
        }
        List<AnswerGraph.Node> nodes = deepest.entrySet().stream()
                .map(e -> new AnswerGraph.Node(e.getKey(), e.getValue())).toList();
        List<AnswerGraph.Link> edges = detection.edges().stream()
                .map(e -> new AnswerGraph.Link(e.a(), e.b(), e.weight())).toList();
        return new AnswerGraph(nodes, edges, outcomes);
    }

    /** Adds a community before its sub-communities, so each concept ends up with its deepest community. */
    private static void visit(Community community, Set<String> tested, Set<String> relevant, Set<String> selected,
                              Map<String, String> deepest, List<AnswerGraph.CommunityOutcome> outcomes) {
        outcomes.add(new AnswerGraph.CommunityOutcome(community.id(), community.level(), community.concepts(),
                tested.contains(community.id()), relevant.contains(community.id()),
                selected.contains(community.id()), null));
        community.concepts().forEach(concept -> deepest.put(concept, community.id()));
        for (Community child : community.children()) {
            visit(child, tested, relevant, selected, deepest, outcomes);
        }
    }
}
