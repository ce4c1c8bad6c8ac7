package dev.lazygraph.core.graph;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts of a concept node, derived at query time from its postings (no store keeps them; a store may count
 * them without reading them, {@link GraphStore#conceptStats}).
 *
 * @param termFrequency  mentions over all chunks: the sum of its postings' mention counts ({@link Mentions#count})
 * @param chunkFrequency number of chunks mentioning it: the number of its postings
 */
public record ConceptStats(String concept, long termFrequency, long chunkFrequency) {

    /** The counts of {@code concept} with these postings. */
    public static ConceptStats of(String concept, List<Posting> postings) {
        long mentions = 0;
        for (Posting posting : postings) {
            mentions += Mentions.count(posting.frequency());
        }
        return new ConceptStats(concept, mentions, postings.size());
    }

    /** The counts of each concept of {@code postings} (concept -> its postings) that has any. */
    public static Map<String, ConceptStats> ofAll(Map<String, List<Posting>> postings) {
        Map<String, ConceptStats> stats = new HashMap<>();
        postings.forEach((concept, list) -> {
            if (!list.isEmpty()) {
                stats.put(concept, of(concept, list));
            }
        });
        return stats;
    }
}
