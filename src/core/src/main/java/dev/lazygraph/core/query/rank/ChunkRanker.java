package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.Specificity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Ranks the chunks of a collection for a question: BM25 over the term postings, then a Personalized
 * PageRank walk over the concept-chunk graph (HippoRAG's idea, without an LLM or embeddings). The walk
 * restarts from the question's concepts, weighted by their specificity, and from the BM25 top chunks; it
 * reaches chunks that share concepts with those seeds (the bridge passages of multi-hop questions) and
 * lets chunks that are central to the seeds' neighbourhood outrank isolated lexical matches. The final
 * score is the walk's visiting probability of each chunk.
 *
 * <p>The graph is built per query and bounded: the seeds' chunks, their concepts (hub concepts excluded,
 * at most {@code maxWalkConcepts}), and the chunks those concepts are mentioned in.
 */
public final class ChunkRanker {
    /**
     * Share of the walk that, arriving at a concept, goes on to the chunks whose subject it is (the rest follows
     * mentions): a reader who meets a name in a text looks it up far more often than they look for other texts
     * that mention it too.
     */
    static final double SUBJECT_SHARE = 0.8;
    /**
     * Weight of a common noun phrase against a name when the walk leaves a chunk: a name identifies one thing,
     * and the chunk mentioning it is linked to the chunks about that thing; a common noun ("album", "river")
     * only shares a topic with thousands of chunks. An order of magnitude apart.
     */
    static final double COMMON_NOUN_WEIGHT = 0.1;

    private final QueryConfig config;
    private final Bm25 bm25 = new Bm25();

    public ChunkRanker(QueryConfig config) {
        this.config = config;
    }

    /** The best {@code depth} chunks, best first; chunks deleted meanwhile are left out. */
    public List<RankedChunk> rank(GraphView view, Question question, RankingSignals signals, int depth) {
        if (view.stats().chunks() == 0 || question.isEmpty()) {
            return List.of();
        }
        Map<String, Double> lexical = signals.bm25() ? bm25.score(view, question.terms()) : Map.of();
        Map<String, Double> scores = signals.graph() ? walk(view, question, lexical) : lexical;
        List<Map.Entry<String, Double>> top = Ranking.topEntries(scores, depth);
        Map<String, IndexedChunk> chunks = view.chunks(top.stream().map(Map.Entry::getKey).toList());
        List<RankedChunk> ranked = new ArrayList<>();
        for (Map.Entry<String, Double> e : top) {
            IndexedChunk chunk = chunks.get(e.getKey());
            if (chunk != null) {
                ranked.add(new RankedChunk(chunk.id(), chunk.chunk().document().key(), e.getValue()));
            }
        }
        return ranked;
    }

    private Map<String, Double> walk(GraphView view, Question question, Map<String, Double> lexical) {
        long chunkCount = view.stats().chunks();
        double hubLimit = Math.max(config.candidateChunks(), config.hubChunkFraction() * chunkCount);
        Map<String, Double> specificity = new HashMap<>();

        Map<String, Double> conceptSeeds = conceptSeeds(view, question, hubLimit, specificity);
        Map<String, Double> chunkSeeds = chunkSeeds(lexical);
        if (conceptSeeds.isEmpty() && chunkSeeds.isEmpty()) {
            return lexical;
        }
        Map<String, List<Posting>> postings = new LinkedHashMap<>(view.conceptPostings(conceptSeeds.keySet()));
        Set<String> firstHop = new LinkedHashSet<>(chunkSeeds.keySet());
        postings.values().forEach(list -> list.forEach(p -> firstHop.add(p.chunkId())));
        List<String> bridges = bridges(view, firstHop, conceptSeeds.keySet(), hubLimit, specificity);
        postings.putAll(view.conceptPostings(bridges));

        return WalkGraph.build(postings, specificity, chunkSeeds.keySet(), SUBJECT_SHARE, COMMON_NOUN_WEIGHT)
                .rank(conceptSeeds, chunkSeeds, config.pprDamping(), config.pprIterations());
    }

    /** The question's concepts known to the collection and not hubs, weighted by mentions times specificity. */
    private static Map<String, Double> conceptSeeds(GraphView view, Question question, double hubLimit,
                                                    Map<String, Double> specificity) {
        long chunkCount = view.stats().chunks();
        Map<String, Integer> mentions = new LinkedHashMap<>();
        question.concepts().forEach(c -> mentions.merge(c, 1, Integer::sum));
        Map<String, Double> seeds = new LinkedHashMap<>();
        view.concepts(mentions.keySet()).forEach((concept, stats) -> {
            if (stats.chunkFrequency() > 0 && stats.chunkFrequency() <= hubLimit) {
                double spec = Specificity.ofConcept(chunkCount, stats.chunkFrequency());
                specificity.put(concept, spec);
                seeds.put(concept, mentions.get(concept) * spec);
            }
        });
        return seeds;
    }

    /**
     * The BM25 top chunks. The walk trusts the lexical order, not its scale: BM25 scores are flat over the top
     * chunks and not comparable across questions, so the chunk at rank r restarts with weight 1/r, as in
     * reciprocal-rank fusion (raw scores spread the restarts over the long tail of weak matches).
     */
    private Map<String, Double> chunkSeeds(Map<String, Double> lexical) {
        Map<String, Double> seeds = new LinkedHashMap<>();
        List<String> top = Ranking.top(lexical, config.candidateChunks());
        for (int rank = 1; rank <= top.size(); rank++) {
            seeds.put(top.get(rank - 1), 1.0 / rank);
        }
        return seeds;
    }

    /**
     * The concepts of the first-hop chunks the walk may continue through: mentioned in at least two chunks (one
     * leads nowhere) and not hubs (they lead everywhere); the ones shared by most first-hop chunks, names
     * before common nouns, weighted by specificity, come first, at most {@code maxWalkConcepts}.
     */
    private List<String> bridges(GraphView view, Set<String> firstHop, Set<String> seeds, double hubLimit,
                                 Map<String, Double> specificity) {
        long chunkCount = view.stats().chunks();
        Map<String, Double> shared = new HashMap<>();
        for (IndexedChunk chunk : view.chunks(firstHop).values()) {
            chunk.conceptCounts().forEach((concept, mentions) -> shared.merge(concept,
                    Mentions.isName(mentions) || Mentions.isSubject(mentions) ? 1 : COMMON_NOUN_WEIGHT,
                    Double::sum));
        }
        shared.keySet().removeAll(seeds);
        Map<String, ConceptStats> stats = view.concepts(shared.keySet());
        Map<String, Double> priority = new HashMap<>();
        shared.forEach((concept, count) -> {
            ConceptStats s = stats.get(concept);
            if (s != null && s.chunkFrequency() >= 2 && s.chunkFrequency() <= hubLimit) {
                priority.put(concept, count * Specificity.ofConcept(chunkCount, s.chunkFrequency()));
            }
        });
        List<String> bridges = Ranking.top(priority, config.maxWalkConcepts());
        bridges.forEach(c -> specificity.put(c, Specificity.ofConcept(chunkCount, stats.get(c).chunkFrequency())));
        return bridges;
    }
}
