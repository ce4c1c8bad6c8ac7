package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.testing.InMemoryService;
import dev.lazygraph.core.testing.SampleCorpus;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Collections are tenants: a query in one never sees another's chunks, concepts or summaries (issue 7 #6). */
class CollectionIsolationTest {
    private static final String QUESTION = "How did Marie Curie work with Pierre Curie on Radium?";
    private final InMemoryService service = new InMemoryService();
    private final QueryService query = service.query(Optional.empty());

    CollectionIsolationTest() {
        for (String collection : new String[] {"tenant-a", "tenant-b"}) {
            SampleCorpus.DOCUMENTS.forEach((key, text) -> service.put(collection, key, text));
        }
        service.put("tenant-b", "secret/zorblax.txt",
                "Marie Curie secretly built the Zorblax telescope in Radium Valley.");
    }

    @AfterEach
    void close() {
        service.close();
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

        SampleCorpus.DOCUMENTS.keySet().forEach(key -> service.delete("tenant-b", key));
        service.delete("tenant-b", "secret/zorblax.txt");
        Answer again = query.ask(QueryRequest.of("tenant-a", QUESTION));

        assertEquals(first.text(), again.text());
        assertEquals(again.cost().communitiesSummarized(), again.cost().cacheHits(), "A's summaries survived");
        assertThrows(UnknownCollectionException.class, () -> query.ask(QueryRequest.of("tenant-b", QUESTION)));
    }
}
