package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.SpecificConcepts;
import dev.lazygraph.core.query.graph.Specificity;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
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
 * lets chunks that are central to the seeds' neighbourhood outrank isolated lexical matches.
 *
 * <p>The question decides where the walk goes from its first hop: a chunk is left mostly towards the name it
 * puts in the relation the question asks about ("the director of Zorbla" follows "directed by Quentin Marlowe",
 * not the actors the chunk lists; {@link RelationCues}), and those names are the first bridges read. A question
 * with several anchors (the named things it compares) ranks from each of them and takes the chunks they lead
 * to in turn ({@link AnchorSpread}), so one anchor's neighbourhood cannot fill the top alone.
 *
 * <p>The graph is built per query and bounded: the seeds' chunks, their concepts (hub concepts excluded,
 * at most {@code maxWalkConcepts}), and the chunks those concepts are mentioned in. The first-hop chunks are
 * read anyway (for their names), so the relation costs no read.
 */
public final class ChunkRanker {
    /** Chunks the walk reads for their names at most ({@link #firstHop}), in BM25 seeds ({@code candidateChunks}). */
    static final int FIRST_HOP_SEEDS = 10;
    private final QueryConfig.Rank config;
    private final WalkConstants constants;
    private final Bm25 bm25 = new Bm25();

    public ChunkRanker(QueryConfig config) {
        this(config, WalkConstants.DEFAULTS);
    }

    public ChunkRanker(QueryConfig config, WalkConstants constants) {
        this.config = config.rank();
        this.constants = constants;
    }

    /** The best {@code depth} chunks, best first; chunks deleted meanwhile are left out. */
    public List<RankedChunk> rank(GraphView view, Question question, RankingSignals signals, int depth) {
        if (view.stats().chunks() == 0 || question.isEmpty()) {
            return List.of();
        }
        List<Map.Entry<String, Double>> lexical = signals.bm25()
                ? bm25.top(view, question.terms(), Math.max(depth, config.candidateChunks())) : List.of();
        List<Map.Entry<String, Double>> top = signals.graph() ? walk(view, question, lexical, depth)
                : first(lexical, depth);
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

    /** @param lexical the BM25 ranking's best chunks, best first: at least {@code depth} and the BM25 seeds */
    private List<Map.Entry<String, Double>> walk(GraphView view, Question question,
                                                 List<Map.Entry<String, Double>> lexical, int depth) {
        long chunkCount = view.stats().chunks();
        double hubLimit = Math.max(config.candidateChunks(), config.hubChunkFraction() * chunkCount);
        Map<String, Double> specificity = new HashMap<>();

        Map<String, Double> conceptSeeds = conceptSeeds(view, question, hubLimit, specificity);
        Map<String, Double> chunkSeeds = chunkSeeds(lexical);
        if (conceptSeeds.isEmpty() && chunkSeeds.isEmpty()) {
            return first(lexical, depth);
        }
        Map<String, List<Posting>> postings = new LinkedHashMap<>(view.conceptPostings(conceptSeeds.keySet()));
        Map<String, IndexedChunk> firstHopChunks = view.chunks(firstHop(chunkSeeds.keySet(), conceptSeeds, postings));
        Map<String, Map<String, Double>> relation = relationEvidence(question, firstHopChunks.values());
        List<String> bridges = bridges(view, firstHopChunks.values(), relation, conceptSeeds.keySet(), hubLimit,
                specificity);
        postings.putAll(view.conceptPostings(bridges));

        WalkGraph graph = WalkGraph.build(postings, specificity, relation, chunkSeeds.keySet(),
                constants.subjectShare(), constants.commonNounWeight());
        Map<String, Set<String>> described = new HashMap<>();
        postings.forEach((concept, list) -> list.forEach(p -> {
            if (conceptSeeds.containsKey(concept) && Mentions.isSubject(p.frequency())) {
                described.computeIfAbsent(concept, c -> new HashSet<>()).add(p.chunkId());
            }
        }));
        WalkVisits visits = graph.visits(restarts(question, conceptSeeds, described, chunkSeeds),
                config.pprDamping(), config.pprIterations());
        return AnchorSpread.order(visits, depth);
    }

    /**
     * The chunks the walk reads for their names (the relation they put names in, the bridges they offer): the BM25
     * top chunks, then the chunks of the seed concepts, a seed's chunks all or none, in the order of the restart
     * mass the walk's first step gives each of them (a seed's weight spread over its chunks), while they number
     * at most {@value #FIRST_HOP_SEEDS} times the BM25 seeds (500 by default). A seed mentioned in thousands of
     * chunks of a large collection gives each a sliver of its mass; reading them all made a question's cost grow
     * with the collection (2,300 chunks read for one question on 10 M words, at most 338 for 30 questions of the
     * SQLite manual and 140 on MuSiQue, which the bound leaves as they were). Its postings still join the walk;
     * only its chunks' names are not read.
     */
    private Set<String> firstHop(Set<String> chunkSeeds, Map<String, Double> conceptSeeds,
                                 Map<String, List<Posting>> postings) {
        Set<String> firstHop = new LinkedHashSet<>(chunkSeeds);
        List<String> seeds = new ArrayList<>(postings.keySet());
        seeds.removeIf(seed -> postings.get(seed).isEmpty());
        seeds.sort(Comparator.comparingDouble((String seed) -> -conceptSeeds.get(seed) / postings.get(seed).size())
                .thenComparing(Comparator.naturalOrder()));
        for (String seed : seeds) {
            Set<String> chunks = new LinkedHashSet<>();
            postings.get(seed).forEach(p -> chunks.add(p.chunkId()));
            chunks.removeAll(firstHop);
            if (firstHop.size() + chunks.size() > FIRST_HOP_SEEDS * config.candidateChunks()) {
                break;
            }
            firstHop.addAll(chunks);
        }
        return firstHop;
    }

    /**
     * The walk's restart distribution in parts, one per anchor of the question: a name it mentions that a
     * passage of the collection is about (its subject; a name inside a longer one, "wind" in "gone with the
     * wind", belongs to the longer). Each part restarts from its anchor, from the BM25 top chunks about it, and
     * from an equal share of the rest of the question (its other concepts and the other BM25 top chunks), so
     * each anchor ranks the chunks the whole question leads to from it. A question naming nothing a passage is
     * about has one part.
     *
     * @param described the question's concepts that are the subject of some chunk -> those chunks
     */
    private List<WalkGraph.Restart> restarts(Question question, Map<String, Double> conceptSeeds,
                                             Map<String, Set<String>> described, Map<String, Double> chunkSeeds) {
        double conceptShare = chunkSeeds.isEmpty() ? 1 : conceptSeeds.isEmpty() ? 0 : constants.conceptShare();
        double conceptTotal = conceptSeeds.values().stream().mapToDouble(Double::doubleValue).sum();
        double chunkTotal = chunkSeeds.values().stream().mapToDouble(Double::doubleValue).sum();
        Map<String, WalkGraph.Restart> parts = new LinkedHashMap<>();
        Map<String, Set<String>> aboutAnchor = new LinkedHashMap<>();
        Map<String, Double> rest = new LinkedHashMap<>();
        conceptSeeds.forEach((concept, weight) -> {
            String anchor = described.containsKey(concept) ? anchorOf(concept, question.names()) : null;
            if (anchor == null) {
                rest.put(concept, conceptShare * weight / conceptTotal);
            } else {
                parts.computeIfAbsent(anchor, a -> new WalkGraph.Restart(new LinkedHashMap<>(), new LinkedHashMap<>()))
                        .concepts().put(concept, conceptShare * weight / conceptTotal);
                aboutAnchor.computeIfAbsent(anchor, a -> new HashSet<>()).addAll(described.get(concept));
            }
        });
        if (parts.isEmpty()) {
            parts.put("", new WalkGraph.Restart(new LinkedHashMap<>(), new LinkedHashMap<>()));
        }
        double share = 1.0 / parts.size();
        rest.forEach((concept, weight) -> parts.values().forEach(part -> part.concepts().put(concept, share * weight)));
        chunkSeeds.forEach((chunk, weight) -> {
            double mass = (1 - conceptShare) * weight / chunkTotal;
            List<String> owners = aboutAnchor.entrySet().stream().filter(e -> e.getValue().contains(chunk))
                    .map(Map.Entry::getKey).toList();
            List<String> receiving = owners.isEmpty() ? List.copyOf(parts.keySet()) : owners;
            receiving.forEach(anchor -> parts.get(anchor).chunks().merge(chunk, mass / receiving.size(), Double::sum));
        });
        return List.copyOf(parts.values());
    }

    /** The longest of the question's names holding {@code concept} as a run of its words, or null. */
    private static String anchorOf(String concept, List<String> names) {
        String anchor = null;
        String padded = " " + concept + " ";
        for (String name : names) {
            if ((" " + name + " ").contains(padded) && (anchor == null || name.length() > anchor.length())) {
                anchor = name;
            }
        }
        return anchor;
    }

    /**
     * For each first-hop chunk, the names it puts in the relation the question asks about ({@link RelationCues}):
     * the walk leaves a chunk towards them rather than towards every name it lists. Only the chunks the walk
     * has read anyway: the chunks of later hops are never read.
     */
    private static Map<String, Map<String, Double>> relationEvidence(Question question,
                                                                     Collection<IndexedChunk> chunks) {
        RelationCues cues = RelationCues.of(question);
        Map<String, Map<String, Double>> evidence = new HashMap<>();
        if (cues.isEmpty()) {
            return evidence;
        }
        // Finding a chunk's mention contexts is most of this for chunks no question has read yet; they are
        // independent, so they are found side by side (the cues' stemmer is not thread-safe: evidence is not).
        List<IndexedChunk> list = List.copyOf(chunks);
        List<Map<String, List<List<String>>>> contexts = list.parallelStream().map(MentionContexts::of).toList();
        for (int i = 0; i < list.size(); i++) {
            Map<String, Double> found = cues.evidence(contexts.get(i));
            if (!found.isEmpty()) {
                evidence.put(list.get(i).id(), found);
            }
        }
        return evidence;
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
     * The BM25 top chunks, each restarting in proportion to {@code exp(score - best score)}. A BM25 score is a
     * sum of term weights that are log odds of relevance (Robertson and Spärck Jones' weight, which its inverse
     * document frequency approximates), so this is the odds of a chunk against the best match: a chunk matching
     * only a word every passage has ("born") restarts a small fraction of the walk, however many such chunks
     * there are, while matches of a rare name keep their place.
     */
    private Map<String, Double> chunkSeeds(List<Map.Entry<String, Double>> lexical) {
        Map<String, Double> seeds = new LinkedHashMap<>();
        List<Map.Entry<String, Double>> top = first(lexical, config.candidateChunks());
        if (!top.isEmpty()) {
            double best = top.get(0).getValue();
            top.forEach(chunk -> seeds.put(chunk.getKey(), Math.exp(chunk.getValue() - best)));
        }
        return seeds;
    }

    /** The first {@code n} of a ranking (all of it when shorter). */
    private static <T> List<T> first(List<T> ranking, int n) {
        return ranking.subList(0, Math.min(n, ranking.size()));
    }

    /**
     * The names of the first-hop chunks the walk may continue through: mentioned in at least two chunks (one
     * leads nowhere) and not hubs (they lead everywhere); the ones shared by most first-hop chunks, and put in the
     * asked relation by them, weighted by specificity, come first, at most {@code maxWalkConcepts} (read in the
     * order of {@link SpecificConcepts}' bound, so the read-saving threshold holds). Only names and subjects bridge: a name leads
     * to the passage about it, a common noun to thousands of passages about other things, and reading every
     * common noun's postings would multiply what a query reads for no gain on the tune split.
     */
    private List<String> bridges(GraphView view, Collection<IndexedChunk> firstHop,
                                 Map<String, Map<String, Double>> relation, Set<String> seeds, double hubLimit,
                                 Map<String, Double> specificity) {
        long chunkCount = view.stats().chunks();
        Map<String, Integer> holders = new HashMap<>();
        for (IndexedChunk chunk : firstHop) {
            chunk.conceptCounts().forEach((concept, mentions) -> {
                if (Mentions.isName(mentions) || Mentions.isSubject(mentions)) {
                    holders.merge(concept, 1, Integer::sum);
                }
            });
        }
        holders.keySet().removeAll(seeds);
        // Each holder weighs what the walk's exit from it weighs, specificity aside: one plus the relation evidence.
        Map<String, Double> shared = new HashMap<>();
        holders.forEach((concept, count) -> shared.put(concept, (double) count));
        relation.values().forEach(names -> names.forEach((name, evidence) -> shared.computeIfPresent(name,
                (concept, weight) -> weight + evidence)));
        List<String> bridges = SpecificConcepts.top(view, shared, holders, 2, hubLimit, config.maxWalkConcepts());
        view.concepts(bridges).forEach((concept, stats) ->
                specificity.put(concept, Specificity.ofConcept(chunkCount, stats.chunkFrequency())));
        return bridges;
    }
}
