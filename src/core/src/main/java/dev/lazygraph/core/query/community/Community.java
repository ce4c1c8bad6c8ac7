package dev.lazygraph.core.query.community;

import java.util.List;

/**
 * A community of the query's concept subgraph.
 *
 * @param id       path in the hierarchy: {@code "2"} is the second-ranked top-level community, {@code "2.1"}
 *                 the best of its sub-communities
 * @param concepts member concepts, most important to the community first ({@link ConceptImportance})
 * @param chunkIds candidate chunks mentioning a member concept, those lending it most ranking weight first
 * @param score    share of the ranking's weight held by its chunks (higher is better)
 * @param children sub-communities (empty for a leaf), best first
 */
public record Community(String id, int level, List<String> concepts, List<String> chunkIds, double score,
                        List<Community> children) {
    public Community {
        concepts = List.copyOf(concepts);
        chunkIds = List.copyOf(chunkIds);
        children = List.copyOf(children);
    }

    /** This community and all its descendants. */
    public int size() {
        return 1 + children.stream().mapToInt(Community::size).sum();
    }
}
