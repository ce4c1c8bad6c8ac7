package dev.lazygraph.core.query.community;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.StoreSnapshot;
import dev.lazygraph.core.graph.DocumentLinks;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.testing.SampleCorpus;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import nl.cwts.networkanalysis.Network;
import nl.cwts.util.LargeDoubleArray;
import nl.cwts.util.LargeIntArray;
import org.junit.jupiter.api.Test;

class CommunityDetectorTest {
    private final InMemoryGraphStore store = new InMemoryGraphStore();

    CommunityDetectorTest() {
        new SampleCorpus(store, new InMemorySummaryCache(), SharedAnalyzer.get());
    }

    private List<RankedChunk> everyChunk() {
        return store.snapshot(SampleCorpus.COLLECTION).chunks().stream()
                .map(c -> new RankedChunk(c.id(), c.chunk().document().key(), 1.0)).toList();
    }

    private Set<String> conceptsOf(String folder) {
        return store.snapshot(SampleCorpus.COLLECTION).chunks().stream()
                .filter(c -> c.chunk().document().key().startsWith(folder))
                .flatMap(c -> c.conceptCounts().keySet().stream()).filter(c -> !DocumentLinks.isLink(c))
                .collect(Collectors.toSet());
    }

    private static QueryConfig withMaxCommunityConcepts(int max) {
        QueryConfig defaults = QueryConfig.defaults();
        return defaults.withCommunities(defaults.communities().withMaxCommunityConcepts(max));
    }

    private static List<Community> flatten(List<Community> communities) {
        List<Community> all = new ArrayList<>();
        for (Community c : communities) {
            all.add(c);
            all.addAll(flatten(c.children()));
        }
        return all;
    }

    @Test
    void aCommunitysDegreesAreThoseOfItsOwnSubnetworkToTheLastBit() {
        java.util.Random random = new java.util.Random(5);
        for (int round = 0; round < 50; round++) {
            int n = 2 + random.nextInt(80);
            List<String> concepts = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                concepts.add("c" + i);
            }
            List<CommunityDetector.WeightedEdge> edges = new ArrayList<>();
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    if (random.nextInt(3) == 0) {
                        edges.add(new CommunityDetector.WeightedEdge(concepts.get(a), concepts.get(b),
                                random.nextDouble()));
                    }
                }
            }
            Network network = CommunityDetector.network(concepts, edges);
            int[] nodes = java.util.stream.IntStream.range(0, n).filter(i -> random.nextBoolean()).toArray();
            assertEquals(Arrays.toString(network.createSubnetwork(nodes).getTotalEdgeWeightPerNode()),
                    Arrays.toString(CommunityDetector.degreesWithin(network, nodes)));
        }
    }

    @Test
    void theNetworkIsTheOneTheLibraryBuildsFromTheEdgesOnce() {
        java.util.Random random = new java.util.Random(3);
        for (int round = 0; round < 20; round++) {
            int n = 2 + random.nextInt(60);
            List<String> concepts = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                concepts.add("c" + random.nextInt(1_000_000) + "-" + i);
            }
            List<CommunityDetector.WeightedEdge> edges = new ArrayList<>();
            LargeIntArray from = new LargeIntArray(0);
            LargeIntArray to = new LargeIntArray(0);
            LargeDoubleArray weights = new LargeDoubleArray(0);
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    if (random.nextInt(4) == 0) {
                        double weight = random.nextDouble();
                        edges.add(new CommunityDetector.WeightedEdge(concepts.get(a), concepts.get(b), weight));
                        from.append(a);
                        to.append(b);
                        weights.append(weight);
                    }
                }
            }
            Network expected = new Network(n, true, new LargeIntArray[] {from, to}, weights, false, true);
            Network built = CommunityDetector.network(concepts, edges);
            assertEquals(Arrays.deepToString(expected.getNeighborsPerNode()), Arrays.deepToString(built.getNeighborsPerNode()));
            assertEquals(Arrays.deepToString(expected.getEdgeWeightsPerNode()),
                    Arrays.deepToString(built.getEdgeWeightsPerNode()));
            assertEquals(Arrays.toString(expected.getNodeWeights()), Arrays.toString(built.getNodeWeights()));
        }
    }

    @Test
    void unrelatedFieldsNeverShareACommunity() {
        List<Community> communities = new CommunityDetector(QueryConfig.defaults())
                .detect(new GraphView(store, SampleCorpus.COLLECTION, ReadScope.EVERYTHING), everyChunk());

        Set<String> physics = conceptsOf("physics/");
        Set<String> computing = conceptsOf("computing/");
        assertTrue(communities.size() >= 2, "at least one community per field: " + communities);
        for (Community c : flatten(communities)) {
            boolean allPhysics = physics.containsAll(c.concepts());
            boolean allComputing = computing.containsAll(c.concepts());
            assertTrue(allPhysics || allComputing, "mixed community: " + c.concepts());
        }
        Set<String> covered = new HashSet<>();
        communities.forEach(c -> covered.addAll(c.concepts()));
        Set<String> every = new HashSet<>(physics);
        every.addAll(computing);
        assertEquals(every, covered, "every concept of the subgraph is in exactly one top-level community");
        assertEquals(every.size(), communities.stream().mapToInt(c -> c.concepts().size()).sum());
    }

    @Test
    void communitiesAreReproducibleWithTheSameSeed() {
        GraphView view = new GraphView(store, SampleCorpus.COLLECTION, ReadScope.EVERYTHING);
        CommunityDetector detector = new CommunityDetector(QueryConfig.defaults());
        assertEquals(detector.detect(view, everyChunk()), detector.detect(view, everyChunk()));
    }

    @Test
    void largeCommunitiesAreSplitIntoSubCommunities() {
        List<Community> communities = new CommunityDetector(withMaxCommunityConcepts(3))
                .detect(new GraphView(store, SampleCorpus.COLLECTION, ReadScope.EVERYTHING), everyChunk());

        List<Community> parents = flatten(communities).stream().filter(c -> !c.children().isEmpty()).toList();
        assertFalse(parents.isEmpty(), "some community has more than 3 concepts: " + communities);
        for (Community parent : parents) {
            assertTrue(parent.concepts().size() > 3);
            Set<String> union = new HashSet<>();
            for (Community child : parent.children()) {
                assertEquals(parent.level() + 1, child.level());
                assertTrue(child.id().startsWith(parent.id() + "."), child.id());
                assertTrue(parent.chunkIds().containsAll(child.chunkIds()));
                union.addAll(child.concepts());
            }
            assertEquals(new HashSet<>(parent.concepts()), union, "sub-communities partition their parent");
        }
    }

    @Test
    void noSubCommunityHoldsASingleConcept() {
        for (int max : new int[] {3, 8, QueryConfig.defaults().communities().maxCommunityConcepts()}) {
            List<Community> all = flatten(new CommunityDetector(withMaxCommunityConcepts(max))
                    .detect(new GraphView(store, SampleCorpus.COLLECTION, ReadScope.EVERYTHING), everyChunk()));
            assertTrue(all.stream().anyMatch(c -> c.level() > 1) || max > 3, "nothing was split at " + max);
            for (Community c : all) {
                assertTrue(c.level() == 1 || c.concepts().size() > 1, "sub-community of one concept: " + c);
                assertTrue(c.children().size() != 1, "a community split into one part: " + c);
            }
        }
    }

    @Test
    void aSingleConceptJoinsThePartItIsMostStronglyTiedTo() {
        // 0-1-2 and 3-4 are parts; 5 ties to 3 (0.9) more than to 0 (0.2); 6 ties only to 5, a single one.
        Network network = network(7, new int[][] {{0, 1}, {1, 2}, {0, 2}, {3, 4}, {5, 3}, {5, 0}, {6, 5}},
                new double[] {1, 1, 1, 1, 0.9, 0.2, 0.5});
        List<int[]> parts = CommunityDetector.withoutSingletons(network,
                List.of(new int[] {0, 1, 2}, new int[] {6}, new int[] {3, 4}, new int[] {5}));
        assertEquals(List.of(List.of(0, 1, 2), List.of(3, 4, 5, 6)),
                parts.stream().map(p -> Arrays.stream(p).boxed().toList()).toList());

        // One part of several concepts and the rest single: no split at all.
        assertEquals(List.of(), CommunityDetector.withoutSingletons(network,
                List.of(new int[] {0, 1, 2}, new int[] {3}, new int[] {4}, new int[] {5}, new int[] {6})));
    }

    private static Network network(int nodes, int[][] edges, double[] weights) {
        LargeIntArray from = new LargeIntArray(0);
        LargeIntArray to = new LargeIntArray(0);
        LargeDoubleArray weight = new LargeDoubleArray(0);
        for (int i = 0; i < edges.length; i++) {
            from.append(edges[i][0]);
            to.append(edges[i][1]);
            weight.append(weights[i]);
        }
        return new Network(nodes, true, new LargeIntArray[] {from, to}, weight, false, false);
    }

    @Test
    void communitiesRankByTheRankingWeightOfTheirChunks() {
        GraphView view = new GraphView(store, SampleCorpus.COLLECTION, ReadScope.EVERYTHING);
        // Listed physics first, but the computing chunks carry the ranking's weight.
        List<RankedChunk> ranked = new ArrayList<>();
        for (IndexedChunk c : store.snapshot(SampleCorpus.COLLECTION).chunks()) {
            boolean computing = c.chunk().document().key().startsWith("computing/");
            ranked.add(computing ? ranked.size() : 0, new RankedChunk(c.id(), c.chunk().document().key(),
                    computing ? 10.0 : 0.1));
        }
        assertTrue(ranked.get(0).documentKey().startsWith("physics/"));
        List<Community> communities = new CommunityDetector(QueryConfig.defaults()).detect(view, ranked);

        Community best = communities.get(0);
        assertEquals("1", best.id());
        assertTrue(conceptsOf("computing/").containsAll(best.concepts()), best.concepts().toString());
        for (int i = 1; i < communities.size(); i++) {
            assertTrue(communities.get(i - 1).score() >= communities.get(i).score());
        }
    }

    @Test
    void theExposedEdgesAreTheNormalizedPmiWeightsLeidenClusteredOn() {
        GraphView view = new GraphView(store, SampleCorpus.COLLECTION, ReadScope.EVERYTHING);
        CommunityDetector detector = new CommunityDetector(QueryConfig.defaults());
        CommunityDetector.Detection detection = detector.detectWithNetwork(view, everyChunk());

        assertEquals(detector.detect(new GraphView(store, SampleCorpus.COLLECTION, ReadScope.EVERYTHING), everyChunk()),
                detection.communities());
        StoreSnapshot snapshot = store.snapshot(SampleCorpus.COLLECTION);
        double n = snapshot.chunks().size();
        Map<String, Long> chunkFrequency = new HashMap<>();
        snapshot.chunks().forEach(c -> c.conceptCounts().keySet().forEach(k -> chunkFrequency.merge(k, 1L, Long::sum)));
        Set<String> members = new HashSet<>();
        detection.communities().forEach(c -> members.addAll(c.concepts()));
        assertFalse(detection.edges().isEmpty());
        for (CommunityDetector.WeightedEdge e : detection.edges()) {
            assertTrue(members.contains(e.a()) && members.contains(e.b()), e.toString());
            long together = snapshot.chunks().stream()
                    .filter(c -> c.conceptCounts().containsKey(e.a()) && c.conceptCounts().containsKey(e.b())).count();
            double expected = CommunityDetector.npmi(together / n, chunkFrequency.get(e.a()) / n,
                    chunkFrequency.get(e.b()) / n);
            assertEquals(expected, e.weight(), 1e-12, e.toString());
            assertTrue(e.weight() > 0, e.toString());
        }
    }
}
