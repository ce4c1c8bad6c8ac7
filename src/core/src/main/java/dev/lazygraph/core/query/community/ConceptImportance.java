package dev.lazygraph.core.query.community;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Orders the concepts of one community by how much they say about it, so its first concepts can name it.
 *
 * <ol>
 *   <li>Names and multi-word concepts before single common nouns: "Tidewatch depth gauge" or "Amara Okafor"
 *       says which thing a theme is about, "company" or "depth" only what kind of thing.
 *   <li>Then by importance = centrality × salience × specificity:
 *       <ul>
 *         <li>centrality, {@code log(1 + weighted degree)} inside the community (the sum of the co-occurrence
 *             weights Leiden clustered on, to the other members): a concept that ties many members together
 *             ranks above one tied to few. Counted with diminishing returns because every concept of one
 *             chunk meets all the others of that chunk, so in a community drawn from few chunks degrees are
 *             large and nearly equal and would otherwise drown the other two factors;</li>
 *         <li>salience, how often the community's chunks mention the concept: what its text talks about
 *             (the term frequency of TF-IDF, counted over the community as class-based TF-IDF does);</li>
 *         <li>specificity, the concept's inverse chunk frequency in the collection: a concept found
 *             everywhere names no theme.</li>
 *       </ul>
 *   <li>Ties go to the concept of the chunk that lends the community most, then alphabetically, so the order is reproducible.
 * </ol>
 */
final class ConceptImportance {
    private ConceptImportance() {
    }

    private record Scored(String concept, boolean specificForm, double importance, int firstMention) {
    }

    /**
     * @param members     the community's concepts
     * @param degree      each member's weighted degree within the community, in the order of {@code members}
     * @param specificity each member's inverse chunk frequency in the collection
     * @param chunkIds    the community's chunks, those lending it most first
     * @param chunks      the candidate chunks by id (holding at least {@code chunkIds})
     * @return {@code members}, most important first
     */
    static List<String> order(List<String> members, double[] degree, Map<String, Double> specificity,
                              List<String> chunkIds, Map<String, IndexedChunk> chunks) {
        Map<String, Integer> mentions = new HashMap<>();
        Map<String, Integer> firstMention = new HashMap<>();
        Map<String, Boolean> named = new HashMap<>();
        for (int rank = 0; rank < chunkIds.size(); rank++) {
            for (Map.Entry<String, Integer> held : chunks.get(chunkIds.get(rank)).conceptCounts().entrySet()) {
                mentions.merge(held.getKey(), Mentions.count(held.getValue()), Integer::sum);
                firstMention.putIfAbsent(held.getKey(), rank);
                named.merge(held.getKey(), Mentions.isName(held.getValue()), Boolean::logicalOr);
            }
        }
        List<Scored> scored = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            String concept = members.get(i);
            double importance = Math.log1p(degree[i]) * mentions.getOrDefault(concept, 0)
                    * specificity.getOrDefault(concept, 0.0);
            boolean specificForm = named.getOrDefault(concept, false) || concept.indexOf(' ') > 0;
            scored.add(new Scored(concept, specificForm, importance,
                    firstMention.getOrDefault(concept, Integer.MAX_VALUE)));
        }
        scored.sort(Comparator.comparing((Scored s) -> !s.specificForm())
                .thenComparing(Comparator.comparingDouble(Scored::importance).reversed())
                .thenComparingInt(Scored::firstMention)
                .thenComparing(Scored::concept));
        return scored.stream().map(Scored::concept).toList();
    }
}
