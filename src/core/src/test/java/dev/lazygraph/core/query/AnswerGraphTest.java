package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.AnswerGraph.CommunityOutcome;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.core.testing.SampleCorpus;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The community picture an answer carries on request, checked against the answer's own cost and summaries. */
class AnswerGraphTest {
    private static final String C = SampleCorpus.COLLECTION;

    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final InMemorySummaryCache cache = new InMemorySummaryCache();
    private final SampleCorpus corpus = new SampleCorpus(store, cache, SharedAnalyzer.get());
    private final QueryService service = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), store, cache,
            new InMemoryVerdictCache(), Optional.empty());

    @AfterEach
    void close() {
        service.close();
    }

    private Answer askWithGraph(String question) {
        return service.ask(QueryRequest.of(C, question).withGraph(true));
    }

    @Test
    void theGraphComesOnlyWhenAsked() {
        assertNull(service.ask(QueryRequest.of(C, QueryServiceTest.THEMES)).graph());
        assertNull(service.ask(QueryRequest.of(C, QueryServiceTest.THEMES).withRoute(Route.LOCAL)).graph());
    }

    @Test
    void theBasicRouteFindsNoCommunitiesSoItsGraphIsEmpty() {
        Answer answer = askWithGraph(QueryServiceTest.LOOKUP);
        assertEquals(Route.BASIC, answer.route());
        assertEquals(AnswerGraph.EMPTY, answer.graph());
    }

    @Test
    void theGraphShowsTheCommunitiesTheQueryFoundAndHowTheyFared() {
        Answer answer = askWithGraph(QueryServiceTest.THEMES);
        AnswerGraph graph = answer.graph();
        assertNotNull(graph);
        Cost cost = answer.cost();

        List<CommunityOutcome> communities = graph.communities();
        assertEquals(cost.communitiesDetected(), communities.size());
        assertEquals(cost.communitiesConsidered(), communities.stream().filter(CommunityOutcome::tested).count());
        assertTrue(communities.stream().anyMatch(CommunityOutcome::relevant), "nothing relevant: " + communities);
        for (CommunityOutcome c : communities) {
            assertTrue(!c.relevant() || c.tested(), "relevant but untested: " + c);
            assertTrue(!c.selected() || c.relevant(), "selected but not relevant: " + c);
        }

        // The summarized communities are exactly the answer's, with the same text (same citation numbers).
        Map<String, String> used = answer.communities().stream()
                .collect(Collectors.toMap(CommunityUse::id, CommunityUse::summary));
        Map<String, String> summarized = new HashMap<>();
        communities.stream().filter(c -> c.summary() != null).forEach(c -> summarized.put(c.id(), c.summary()));
        assertEquals(used, summarized);
        assertEquals(used.keySet(), communities.stream().filter(CommunityOutcome::selected)
                .map(CommunityOutcome::id).collect(Collectors.toSet()));
    }

    @Test
    void everyConceptIsANodeOfItsDeepestCommunityAndEveryEdgeJoinsTwoNodes() {
        AnswerGraph graph = askWithGraph(QueryServiceTest.THEMES).graph();

        Map<String, CommunityOutcome> byId = new HashMap<>();
        graph.communities().forEach(c -> byId.put(c.id(), c));
        Set<String> topLevelConcepts = graph.communities().stream().filter(c -> c.level() == 1)
                .flatMap(c -> c.concepts().stream()).collect(Collectors.toSet());
        Set<String> nodes = graph.nodes().stream().map(AnswerGraph.Node::concept).collect(Collectors.toSet());
        assertEquals(graph.nodes().size(), nodes.size(), "a concept drawn twice");
        assertEquals(topLevelConcepts, nodes);
        for (AnswerGraph.Node node : graph.nodes()) {
            CommunityOutcome home = byId.get(node.community());
            assertNotNull(home, "unknown community: " + node);
            assertTrue(home.concepts().contains(node.concept()), node.toString());
            boolean inAChild = graph.communities().stream()
                    .anyMatch(c -> c.id().startsWith(home.id() + ".") && c.concepts().contains(node.concept()));
            assertFalse(inAChild, "not the deepest community: " + node);
        }

        assertFalse(graph.edges().isEmpty());
        Set<String> pairs = new HashSet<>();
        for (AnswerGraph.Link edge : graph.edges()) {
            assertTrue(nodes.contains(edge.a()) && nodes.contains(edge.b()), edge.toString());
            assertTrue(edge.a().compareTo(edge.b()) < 0, edge.toString());
            assertTrue(edge.weight() > 0 && edge.weight() <= 1, edge.toString());
            assertTrue(pairs.add(edge.a() + "|" + edge.b()), "duplicate " + edge);
        }
    }

    @Test
    void aDeletedDocumentsConceptsLeaveTheGraph() {
        Set<String> before = concepts(askWithGraph(QueryServiceTest.THEMES).graph());
        assertTrue(before.contains("ada lovelace"), before.toString());

        corpus.delete("computing/lovelace.txt");
        corpus.delete("computing/babbage.txt");

        Set<String> after = concepts(askWithGraph(QueryServiceTest.THEMES).graph());
        assertFalse(after.contains("ada lovelace"), after.toString());
        assertFalse(after.contains("analytical engine"), after.toString());
    }

    private static Set<String> concepts(AnswerGraph graph) {
        return graph.nodes().stream().map(AnswerGraph.Node::concept).collect(Collectors.toSet());
    }
}
