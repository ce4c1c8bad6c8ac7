package dev.lazygraph.core.query.rank;

import static dev.lazygraph.core.testing.Docs.oneChunk;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.testing.Docs;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChunkRankerTest {
    private static final String C = "c";
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final ChunkRanker ranker = new ChunkRanker(QueryConfig.defaults());

    private List<String> rank(Question q, RankingSignals signals) {
        return ranker.rank(new GraphView(store, C, ReadScope.EVERYTHING), q, signals, 10).stream().map(RankedChunk::documentKey).toList();
    }

    /**
     * A seed concept held by more chunks than the first hop's bound (10 x the 50 BM25 seeds) joins the walk by its
     * postings, and its chunks are not read for their names: what a question reads does not grow with the
     * collection.
     */
    @Test
    void theFirstHopReadsNoMoreThanItsBoundOfChunks() {
        for (int i = 0; i < 700; i++) {
            store.put(oneChunk(C, "zorblat-" + i, "zorblat note " + i, "zorblat", "note " + i));
        }
        for (int i = 0; i < 14_001; i++) {
            store.put(oneChunk(C, "filler-" + i, "filler", "filler " + i));
        }
        List<Integer> chunkReads = new ArrayList<>();
        GraphStore counting = (GraphStore) Proxy.newProxyInstance(GraphStore.class.getClassLoader(),
                new Class<?>[] {GraphStore.class}, (proxy, method, args) -> {
                    if (method.getName().equals("chunks")) {
                        chunkReads.add(((Collection<?>) args[1]).size());
                    }
                    try {
                        return method.invoke(store, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        List<RankedChunk> ranked = ranker.rank(new GraphView(counting, C, ReadScope.EVERYTHING),
                new Question("zorblat", List.of("zorblat"), List.of("zorblat")), RankingSignals.ALL, 10);

        assertEquals(10, ranked.size());
        assertTrue(ranked.stream().allMatch(r -> r.documentKey().startsWith("zorblat-")), ranked.toString());
        assertTrue(chunkReads.stream().allMatch(n -> n <= ChunkRanker.FIRST_HOP_SEEDS
                * QueryConfig.defaults().rank().candidateChunks()), chunkReads.toString());
    }

    @Test
    void bm25ScoresFollowTheFormula() {
        store.put(oneChunk(C, "a", "apple apple pie"));
        store.put(oneChunk(C, "b", "apple tart with cream and sugar"));
        store.put(oneChunk(C, "c", "pear"));

        List<RankedChunk> ranked = ranker.rank(new GraphView(store, C, ReadScope.EVERYTHING),
                new Question("apple", List.of("apple"), List.of()), RankingSignals.BM25_ONLY, 10);

        double n = 3;
        double avg = (3 + 6 + 1) / n;
        double idf = Math.log(1 + (n - 2 + 0.5) / (2 + 0.5));
        double a = idf * 2 * 2.2 / (2 + 1.2 * (1 - 0.75 + 0.75 * 3 / avg));
        double b = idf * 1 * 2.2 / (1 + 1.2 * (1 - 0.75 + 0.75 * 6 / avg));
        assertEquals(List.of("a", "b"), ranked.stream().map(RankedChunk::documentKey).toList());
        assertEquals(a, ranked.get(0).score(), 1e-12);
        assertEquals(b, ranked.get(1).score(), 1e-12);
    }

    /** A two-hop question: the answer's chunk shares no word with the question, only a concept with a hop. */
    private void bridgeCorpus() {
        store.put(Docs.mentioning(C, "founding", "alpha corp founded by jane doe", List.of("alpha corp", "jane doe"),
                List.of()));
        store.put(Docs.mentioning(C, "biography", "jane doe grew up in lyon", List.of("jane doe", "lyon"), List.of()));
        store.put(oneChunk(C, "physics", "alpha particles decay", "alpha particle"));
        for (int i = 0; i < 12; i++) {
            store.put(oneChunk(C, "noise" + i, "weather report number " + i, "weather", "city " + i));
        }
    }

    @Test
    void theGraphWalkReachesTheBridgeChunkThatBm25CannotFind() {
        bridgeCorpus();
        Question q = new Question("Who founded Alpha Corp, and where did the founder grow up?",
                List.of("founded", "alpha", "corp", "founder"), List.of("alpha corp"));

        List<String> lexical = rank(q, RankingSignals.BM25_ONLY);
        List<String> both = rank(q, RankingSignals.ALL);
        List<String> graph = rank(q, RankingSignals.GRAPH_ONLY);

        assertFalse(lexical.contains("biography"), "no question word is in the biography: " + lexical);
        assertEquals(List.of("founding", "biography"), both.subList(0, 2));
        assertEquals(List.of("founding", "biography"), graph);
        assertTrue(both.stream().noneMatch(k -> k.startsWith("noise")), "unconnected chunks stay out: " + both);
    }

    @Test
    void aMentionOfANameLeadsToThePassageAboutIt() {
        store.put(Docs.mentioning(C, "film", "zorbla film directed quentin marlowe", List.of("zorbla", "quentin marlowe"),
                List.of("film")));
        store.put(Docs.about(C, "z-biography", "quentin marlowe", "marlowe grew up ostrava", "ostrava"));
        for (String fan : List.of("a-fan", "b-fan", "c-fan")) {
            store.put(Docs.mentioning(C, fan, "review marlowe " + fan, List.of("quentin marlowe"), List.of("review")));
        }
        Question q = new Question("Who directed Zorbla, and where did they grow up?", List.of("directed", "zorbla"),
                List.of("zorbla"));

        List<String> ranked = rank(q, RankingSignals.ALL);

        assertEquals(List.of("film", "z-biography"), ranked.subList(0, 2),
                "the passage about the director, not the ones that also mention him: " + ranked);
    }

    @Test
    void theWalkLeavesAChunkThroughItsNamesNotItsCommonNouns() {
        store.put(Docs.mentioning(C, "start", "ferry timetable", List.of("orla venn"), List.of("river")));
        store.put(Docs.mentioning(C, "venn", "captain", List.of("orla venn"), List.of()));
        store.put(Docs.mentioning(C, "a-river", "water", List.of(), List.of("river")));
        Question q = new Question("ferry timetable", List.of("ferry", "timetable"), List.of());

        assertEquals(List.of("start", "venn"), rank(q, RankingSignals.ALL),
                "the chunk naming the same person is reached, the one sharing a common noun is not");
    }

    @Test
    void aHubConceptIsNotWalkedThrough() {
        // Every chunk mentions "people"; expanding through it would pull in the whole collection.
        store.put(oneChunk(C, "target", "zeta prize winners", "zeta prize", "people"));
        for (int i = 0; i < 120; i++) {
            store.put(oneChunk(C, "other" + i, "unrelated story " + i, "people", "story " + i));
        }
        Question q = new Question("Who won the Zeta Prize?", List.of("won", "zeta", "prize"), List.of("zeta prize"));

        assertEquals(List.of("target"), rank(q, RankingSignals.GRAPH_ONLY));
    }

    @Test
    void aRareQuestionConceptOutweighsACommonOne() {
        store.put(oneChunk(C, "rare", "", "kepler"));
        for (int i = 0; i < 30; i++) {
            store.put(oneChunk(C, "common" + i, "", "astronomy"));
        }
        Question q = new Question("Kepler and astronomy", List.of(), List.of("kepler", "astronomy"));

        assertEquals("rare", rank(q, RankingSignals.GRAPH_ONLY).get(0));
    }

    @Test
    void anEmptyCollectionOrQuestionRanksNothing() {
        assertEquals(List.of(), rank(new Question("x", List.of("x"), List.of("x")), RankingSignals.ALL));
        store.put(oneChunk(C, "a", "apple", "apple"));
        assertEquals(List.of(), rank(new Question("?", List.of(), List.of()), RankingSignals.ALL));
    }

    @Test
    void atLeastOneSignalIsRequired() {
        assertThrows(IllegalArgumentException.class, () -> new RankingSignals(false, false));
    }
}
