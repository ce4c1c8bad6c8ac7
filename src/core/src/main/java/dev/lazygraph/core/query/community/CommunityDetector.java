package dev.lazygraph.core.query.community;

import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.DocumentLinks;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.SpecificConcepts;
import dev.lazygraph.core.query.graph.Specificity;
import dev.lazygraph.core.query.rank.RankedChunk;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import nl.cwts.networkanalysis.LeidenAlgorithm;
import nl.cwts.networkanalysis.Network;
import nl.cwts.util.LargeDoubleArray;
import nl.cwts.util.LargeIntArray;

/**
 * Finds communities at query time on the concept subgraph around the best-ranked chunks, with the Leiden
 * algorithm (CWTS networkanalysis, modularity, fixed seed), and re-clusters communities larger than
 * {@code maxCommunityConcepts} into sub-communities. Edges weigh co-occurrence by normalized PMI: two
 * concepts that meet more often than their frequencies predict belong together; two frequent concepts that
 * meet by chance do not.
 */
public final class CommunityDetector {
    /**
     * Leiden iterations per clustering: each iteration can only improve the clustering, and on query
     * subgraphs of a few hundred concepts ten make it stable (more change no community of the benchmarks).
     */
    static final int LEIDEN_ITERATIONS = 10;
    /**
     * Levels of communities: top-level ones, their sub-communities and theirs. The relevance search deepens
     * one level at a time into a community found relevant, so a third level already costs tests that a
     * deeper one would rarely repay on a subgraph of at most a few hundred concepts.
     */
    static final int MAX_LEVELS = 3;

    private final QueryConfig.Communities config;
    private final HierarchicalLeiden leiden;

    public CommunityDetector(QueryConfig config) {
        this.config = config.communities();
        long seed = this.config.seed();
        this.leiden = new HierarchicalLeiden(1.0, LEIDEN_ITERATIONS, LeidenAlgorithm.DEFAULT_RANDOMNESS,
                () -> new Random(seed), this.config.maxCommunityConcepts(), MAX_LEVELS,
                CommunityDetector::withoutSingletons);
    }

    /**
     * Top-level communities around {@code ranked} (best first), each with its sub-communities. A chunk's
     * ranking score is its weight: communities rank by the share of the ranking they hold.
     */
    public List<Community> detect(GraphView view, List<RankedChunk> ranked) {
        return detectWithNetwork(view, ranked).communities();
    }

    /**
     * The communities of {@link #detect} together with the weighted edges of the network Leiden clustered,
     * for callers that show the subgraph (the network's nodes are the communities' concepts).
     */
    public Detection detectWithNetwork(GraphView view, List<RankedChunk> ranked) {
        Map<String, Double> chunkWeight = new LinkedHashMap<>();
        ranked.forEach(r -> chunkWeight.merge(r.chunkId(), Math.max(0, r.score()), Double::sum));
        Map<String, IndexedChunk> chunks = view.chunks(chunkWeight.keySet());
        List<String> concepts = selectConcepts(view, chunkWeight, chunks);
        if (concepts.isEmpty()) {
            return new Detection(List.of(), List.of());
        }
        List<WeightedEdge> edges = weightedEdges(view, concepts);
        Network network = network(concepts, edges);
        Map<String, Double> specificity = specificity(view, concepts);
        Subgraph subgraph = new Subgraph(network, concepts, chunkWeight, chunks, specificity);
        List<Community> communities = new ArrayList<>();
        for (HierarchicalLeiden.Cluster cluster : leiden.cluster(network)) {
            communities.add(build(subgraph, cluster));
        }
        return new Detection(number(communities, ""), edges);
    }

    /**
     * What every community of one detection is built from: the clustered network over the subgraph's concepts,
     * the candidate chunks with their ranking weight, and each chunk's concepts as node numbers (the concepts
     * of the subgraph it mentions), found once for all the communities it is weighed for.
     */
    private record Subgraph(Network network, List<String> concepts, Map<String, Double> chunkWeight,
                            Map<String, IndexedChunk> chunks, Map<String, Double> specificity,
                            Map<String, int[]> nodesOf) {
        Subgraph(Network network, List<String> concepts, Map<String, Double> chunkWeight,
                 Map<String, IndexedChunk> chunks, Map<String, Double> specificity) {
            this(network, concepts, chunkWeight, chunks, specificity, nodesOf(concepts, chunks));
        }

        private static Map<String, int[]> nodesOf(List<String> concepts, Map<String, IndexedChunk> chunks) {
            Map<String, Integer> node = new HashMap<>();
            for (int i = 0; i < concepts.size(); i++) {
                node.put(concepts.get(i), i);
            }
            Map<String, int[]> nodes = new HashMap<>();
            chunks.forEach((id, chunk) -> nodes.put(id, chunk.conceptCounts().keySet().stream()
                    .map(node::get).filter(n -> n != null).mapToInt(Integer::intValue).toArray()));
            return nodes;
        }
    }

    /**
     * What {@link #detectWithNetwork} found.
     *
     * @param communities top-level communities, best first, each with its sub-communities
     * @param edges       the edges Leiden clustered on: positive weights only, sorted by their ends
     */
    public record Detection(List<Community> communities, List<WeightedEdge> edges) {
        public Detection {
            communities = List.copyOf(communities);
            edges = List.copyOf(edges);
        }
    }

    /** A co-occurrence edge of the clustered network; {@code weight} is its normalized PMI, in (0, 1]. */
    public record WeightedEdge(String a, String b, double weight) {
    }

    /**
     * The concepts of the candidate chunks, by how much ranking weight mentions them (a chunk's weight split
     * over its concepts) times their specificity, at most {@code maxSubgraphConcepts}; only the postings that
     * can change the selection are read ({@link SpecificConcepts}).
     */
    private List<String> selectConcepts(GraphView view, Map<String, Double> chunkWeight,
                                        Map<String, IndexedChunk> chunks) {
        Map<String, Double> weight = new HashMap<>();
        Map<String, Integer> heldBy = new HashMap<>();
        chunks.values().forEach(chunk -> {
            List<String> topics = chunk.conceptCounts().keySet().stream().filter(c -> !DocumentLinks.isLink(c)).toList();
            double share = chunkWeight.get(chunk.id()) / Math.max(1, topics.size());
            topics.forEach(c -> {
                weight.merge(c, share, Double::sum);
                heldBy.merge(c, 1, Integer::sum);
            });
        });
        return SpecificConcepts.top(view, weight, heldBy, 1, Double.POSITIVE_INFINITY, config.maxSubgraphConcepts());
    }

    /** Co-occurrence edges among {@code concepts} weighted by normalized PMI; those not above 0 are left out. */
    private static List<WeightedEdge> weightedEdges(GraphView view, List<String> concepts) {
        Map<String, ConceptStats> stats = view.concepts(concepts);
        double n = Math.max(1, view.stats().chunks());
        List<Edge> edges = new ArrayList<>(view.edgesAmong(concepts));
        edges.sort(Comparator.comparing(Edge::a).thenComparing(Edge::b));
        List<WeightedEdge> weighted = new ArrayList<>();
        for (Edge e : edges) {
            double w = npmi(e.count() / n, stats.get(e.a()).chunkFrequency() / n, stats.get(e.b()).chunkFrequency() / n);
            if (w > 0) {
                weighted.add(new WeightedEdge(e.a(), e.b(), w));
            }
        }
        return weighted;
    }

    /**
     * The network Leiden clusters. Its constructor, given edges once each, adds their reverse and sorts them
     * by swapping the elements of its large arrays one by one (a tenth of a served question's time on a large
     * collection); here each edge goes in both directions, sorted by a primitive sort of their packed ends, and
     * the constructor takes them as sorted: the same network ({@code CommunityDetectorTest}).
     */
    public static Network network(List<String> concepts, List<WeightedEdge> edges) {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < concepts.size(); i++) {
            index.put(concepts.get(i), i);
        }
        long n = concepts.size();
        int directed = 2 * edges.size();
        // Ends packed as from * n + to, with the edge's position below them: sorting orders by the ends.
        long[] order = new long[directed];
        for (int e = 0; e < edges.size(); e++) {
            long a = index.get(edges.get(e).a());
            long b = index.get(edges.get(e).b());
            order[2 * e] = (a * n + b) * directed + 2 * e;
            order[2 * e + 1] = (b * n + a) * directed + 2 * e + 1;
        }
        Arrays.sort(order);
        LargeIntArray from = new LargeIntArray(directed);
        LargeIntArray to = new LargeIntArray(directed);
        LargeDoubleArray weights = new LargeDoubleArray(directed);
        for (int i = 0; i < directed; i++) {
            long ends = order[i] / directed;
            from.set(i, (int) (ends / n));
            to.set(i, (int) (ends % n));
            weights.set(i, edges.get((int) (order[i] % directed) / 2).weight());
        }
        return new Network(concepts.size(), true, new LargeIntArray[] {from, to}, weights, true, false);
    }

    /** Normalized pointwise mutual information in [-1, 1]; 1 when the two always occur together. */
    static double npmi(double pJoint, double pA, double pB) {
        if (pJoint >= 1) {
            return 1;
        }
        return Math.log(pJoint / (pA * pB)) / -Math.log(pJoint);
    }

    private static Map<String, Double> specificity(GraphView view, List<String> concepts) {
        long n = view.stats().chunks();
        Map<String, Double> specificity = new HashMap<>();
        view.concepts(concepts).forEach((c, s) -> specificity.put(c, Specificity.ofConcept(n, s.chunkFrequency())));
        return specificity;
    }

    private static Community build(Subgraph subgraph, HierarchicalLeiden.Cluster cluster) {
        List<String> names = new ArrayList<>();
        for (int m : cluster.nodes()) {
            names.add(subgraph.concepts().get(m));
        }
        List<Community> children = new ArrayList<>();
        for (HierarchicalLeiden.Cluster child : cluster.children()) {
            children.add(build(subgraph, child));
        }
        return withChunks(subgraph, cluster, names, degreesWithin(subgraph.network(), cluster.nodes()), children);
    }

    /**
     * Each member's weighted degree within the community: the weights of its edges to other members, added in
     * the network's order of its neighbours, which is what the community's own subnetwork gives
     * ({@code network.createSubnetwork(nodes).getTotalEdgeWeightPerNode()}, {@code CommunityDetectorTest}) without
     * building it for every community.
     *
     * @param nodes the community's nodes, in increasing order
     */
    static double[] degreesWithin(Network network, int[] nodes) {
        boolean[] member = new boolean[network.getNNodes()];
        for (int node : nodes) {
            member[node] = true;
        }
        double[] degree = new double[nodes.length];
        for (int i = 0; i < nodes.length; i++) {
            int[] neighbours = network.getNeighbors(nodes[i]);
            double[] weights = network.getEdgeWeights(nodes[i]);
            double total = 0;
            for (int j = 0; j < neighbours.length; j++) {
                if (member[neighbours[j]]) {
                    total += weights[j];
                }
            }
            degree[i] = total;
        }
        return degree;
    }

    /**
     * {@code parts} with each part of one concept merged into the part it is most strongly tied to: a
     * sub-community of a single concept says nothing its parent does not, and one community split into
     * dozens of them is unreadable. A concept tied only to other single ones waits until one of them has
     * joined a part; one tied to none joins the largest part. No part of two or more concepts means no split.
     *
     * @param sub   the community's network (node i is its i-th member)
     * @param parts Leiden's clusters of {@code sub}, as node arrays
     */
    static List<int[]> withoutSingletons(Network sub, List<int[]> parts) {
        int[] partOf = new int[sub.getNNodes()];
        List<List<Integer>> kept = new ArrayList<>();
        List<Integer> single = new ArrayList<>();
        for (int[] part : parts) {
            if (part.length == 1) {
                partOf[part[0]] = -1;
                single.add(part[0]);
            } else {
                for (int node : part) {
                    partOf[node] = kept.size();
                }
                kept.add(new ArrayList<>(Arrays.stream(part).boxed().toList()));
            }
        }
        if (kept.size() < 2) {
            return List.of();
        }
        boolean joined = true;
        while (!single.isEmpty() && joined) {
            joined = false;
            for (Iterator<Integer> it = single.iterator(); it.hasNext(); ) {
                int node = it.next();
                int best = strongestPart(sub, node, partOf, kept.size());
                if (best >= 0) {
                    partOf[node] = best;
                    kept.get(best).add(node);
                    it.remove();
                    joined = true;
                }
            }
        }
        List<Integer> largest = kept.stream().max(Comparator.comparingInt(List::size)).orElseThrow();
        largest.addAll(single);
        return kept.stream().map(part -> part.stream().mapToInt(Integer::intValue).sorted().toArray()).toList();
    }

    /** The part {@code node} has the most edge weight to, or -1 when it has none to any part yet. */
    private static int strongestPart(Network sub, int node, int[] partOf, int partCount) {
        double[] tie = new double[partCount];
        int[] neighbours = sub.getNeighbors(node);
        double[] weights = sub.getEdgeWeights(node);
        int best = -1;
        for (int i = 0; i < neighbours.length; i++) {
            int part = partOf[neighbours[i]];
            if (part >= 0) {
                tie[part] += weights[i];
                if (best < 0 || tie[part] > tie[best]) {
                    best = part;
                }
            }
        }
        return best;
    }

    /**
     * Attaches the candidate chunks mentioning a member concept. A chunk lends each community the share of its
     * ranking weight that its member concepts make of all its subgraph concepts, so the scores of sibling
     * communities add up to the weight of the chunks they cover; the chunks lending most come first, so a
     * chunk that merely mentions one member of a community is read for it after the chunks about it. The
     * concepts are ordered by {@link ConceptImportance}.
     *
     * @param degree each concept's weighted degree within the community
     */
    private static Community withChunks(Subgraph subgraph, HierarchicalLeiden.Cluster cluster, List<String> concepts,
                                        double[] degree, List<Community> children) {
        boolean[] member = new boolean[subgraph.concepts().size()];
        for (int node : cluster.nodes()) {
            member[node] = true;
        }
        Map<String, Double> lent = new LinkedHashMap<>();
        for (Map.Entry<String, Double> entry : subgraph.chunkWeight().entrySet()) {
            IndexedChunk chunk = subgraph.chunks().get(entry.getKey());
            if (chunk == null) {
                continue;
            }
            long inside = 0;
            for (int node : subgraph.nodesOf().get(chunk.id())) {
                inside += member[node] ? 1 : 0;
            }
            if (inside > 0) {
                lent.put(chunk.id(), entry.getValue() * inside / chunk.conceptCounts().size());
            }
        }
        double score = lent.values().stream().mapToDouble(Double::doubleValue).sum();
        // A stable sort: chunks lending the same weight stay in ranking order.
        List<String> chunkIds = lent.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).map(Map.Entry::getKey).toList();
        return new Community("", cluster.level() + 1, ConceptImportance.order(concepts, degree,
                subgraph.specificity(), chunkIds, subgraph.chunks()), chunkIds, score, children);
    }

    /** Sorts siblings best first and gives them their hierarchical ids. */
    private static List<Community> number(List<Community> siblings, String prefix) {
        List<Community> sorted = new ArrayList<>(siblings);
        sorted.sort(Comparator.comparingDouble(Community::score).reversed()
                .thenComparing(c -> c.concepts().get(0)));
        List<Community> numbered = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            Community c = sorted.get(i);
            String id = prefix + (i + 1);
            numbered.add(new Community(id, c.level(), c.concepts(), c.chunkIds(), c.score(),
                    number(c.children(), id + ".")));
        }
        return numbered;
    }
}
