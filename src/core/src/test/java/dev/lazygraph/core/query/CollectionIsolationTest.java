package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.core.testing.SampleCorpus;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Collections are tenants: a query in one never sees another's chunks, concepts or summaries (issue 7 #6). */
class CollectionIsolationTest {
    private static final String QUESTION = "How did Marie Curie work with Pierre Curie on Radium?";
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final InMemorySummaryCache cache = new InMemorySummaryCache();
    private final InMemoryVerdictCache verdicts = new InMemoryVerdictCache();
    private final IngestService ingest = new IngestService(IngestConfig.defaults(), SharedAnalyzer.get(), store,
            DerivedCaches.of(cache, verdicts));
    private final QueryService query = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), store, cache,
            verdicts, Optional.empty());

    CollectionIsolationTest() {
        for (String collection : new String[] {"tenant-a", "tenant-b"}) {
            SampleCorpus.DOCUMENTS.forEach((key, text) -> put(collection, key, text));
        }
        put("tenant-b", "secret/zorblax.txt", "Marie Curie secretly built the Zorblax telescope in Radium Valley.");
    }

    @AfterEach
    void close() {
        query.close();
    }

    private void put(String collection, String key, String text) {
        ingest.ingest(new SourceDocument(new DocumentId(collection, key), null, text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aQueryNeverSeesAnotherCollectionsDocuments() {
        Answer inA = query.ask(QueryRequest.of("tenant-a", QUESTION + " What about the Zorblax telescope?"));

        assertTrue(inA.citations().stream().noneMatch(c -> c.documentKey().startsWith("secret/")), inA.citations().toString());
        assertFalse(inA.found(), "tenant A's documents do not mention the Zorblax telescope: " + inA.text());
        assertTrue(inA.furtherSources().stream().noneMatch(c -> c.documentKey().startsWith("secret/")));
        assertTrue(inA.communities().stream().noneMatch(c -> c.concepts().contains("zorblax telescope")));
        assertTrue(query.rank("tenant-a", "Zorblax telescope", RankingSignals.ALL, 10, ReadScope.EVERYTHING)
                .stream().noneMatch(r -> r.documentKey().startsWith("secret/")));
    }

    @Test
    void summariesAreCachedPerCollectionAndDeletingInOneNeverTouchesTheOther() {
        Answer first = query.ask(QueryRequest.of("tenant-a", QUESTION));
        Answer inB = query.ask(QueryRequest.of("tenant-b", QUESTION));
        assertEquals(0, inB.cost().cacheHits(), "B does not get A's summaries");

        SampleCorpus.DOCUMENTS.keySet().forEach(key -> ingest.delete(new DocumentId("tenant-b", key)));
        ingest.delete(new DocumentId("tenant-b", "secret/zorblax.txt"));
        Answer again = query.ask(QueryRequest.of("tenant-a", QUESTION));

        assertEquals(first.text(), again.text());
        assertEquals(again.cost().communitiesSummarized(), again.cost().cacheHits(), "A's summaries survived");
        assertThrows(UnknownCollectionException.class, () -> query.ask(QueryRequest.of("tenant-b", QUESTION)));
    }
}
