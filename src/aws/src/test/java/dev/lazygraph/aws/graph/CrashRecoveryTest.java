package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.graph.TestDocuments.index;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.aws.dynamodb.CrashingDynamoDbClient;
import dev.lazygraph.aws.dynamodb.CrashingDynamoDbClient.Mode;
import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.embed.DocumentVectors;
import dev.lazygraph.core.embed.Int8Vector;
import dev.lazygraph.core.embed.PassageVector;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GraphStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue 7 #2: a failure after N store writes, then a retry, leaves exactly what a clean run leaves, for
 * every N, whether the failing request never reached the table or was applied and its answer lost.
 */
class CrashRecoveryTest {
    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private static CrashingDynamoDbClient crashing;
    private static DynamoTable table;

    @BeforeAll
    static void createTable() {
        crashing = new CrashingDynamoDbClient(dynalite.client());
        table = new DynamoTable(crashing, dynalite.createTable("crash"));
    }

    private static DynamoDbGraphStore newStore(Duration staleAfter) {
        return new DynamoDbGraphStore(table, 4, staleAfter, Clock.systemUTC());
    }

    private static String collection() {
        return TestDocuments.freshCollection("crash-");
    }

    private static DocumentIndex a1(String c) {
        return withVectors(index(c, "a.txt", "1", "Alpha meets Beta", "Beta and Gamma meet Alpha", "Delta alone"));
    }

    private static DocumentIndex a2(String c) {
        return withVectors(index(c, "a.txt", "2", "Alpha leaves Beta", "Epsilon with Gamma and Alpha"));
    }

    private static DocumentIndex b(String c) {
        return withVectors(index(c, "b.txt", "1", "Gamma and Beta", "Zeta beside Beta"));
    }

    /** One passage vector per chunk, so that every crash point also checks the vector items. */
    private static DocumentIndex withVectors(DocumentIndex index) {
        return index.withVectors(new DocumentVectors("model-1", index.chunks().stream()
                .map(chunk -> new PassageVector(chunk.chunk().ordinal(), 0, chunk.chunk().text().length(),
                        Int8Vector.of(new float[] {chunk.chunk().ordinal(), chunk.length(), 1}))).toList()));
    }

    /** {@code setup} then {@code step} (which may crash and is retried) must leave what {@code expected} leaves. */
    private record Scenario(String name, BiConsumer<GraphStore, String> setup, BiConsumer<GraphStore, String> step,
                            BiConsumer<GraphStore, String> expected) {
    }

    private static final List<Scenario> SCENARIOS = List.of(
            new Scenario("create", (s, c) -> s.put(b(c)), (s, c) -> s.put(a1(c)),
                    (s, c) -> { s.put(b(c)); s.put(a1(c)); }),
            new Scenario("overwrite", (s, c) -> { s.put(a1(c)); s.put(b(c)); }, (s, c) -> s.put(a2(c)),
                    (s, c) -> { s.put(b(c)); s.put(a2(c)); }),
            new Scenario("delete", (s, c) -> { s.put(a1(c)); s.put(b(c)); },
                    (s, c) -> s.delete(new DocumentId(c, "a.txt")), (s, c) -> s.put(b(c))));

    @Test
    void retryAfterACrashAtAnyWriteEqualsACleanRun() {
        try (DynamoDbGraphStore store = newStore(DynamoDbGraphStore.DEFAULT_STALE_AFTER)) {
            for (Scenario scenario : SCENARIOS) {
                String reference = collection();
                scenario.expected().accept(store, reference);
                SortedMap<String, Map<String, AttributeValue>> expected = Snapshots.rawItems(table, reference);

                int writes = countWrites(store, scenario);
                // begin, chunks, phase, postings, totals, phase, release, stale items, commit: a delete skips two
                assertTrue(writes >= 7, scenario.name() + " makes only " + writes + " writes");
                int crashes = 0;
                for (int allowed = 0; allowed < writes; allowed++) {
                    for (Mode mode : Mode.values()) {
                        String c = collection();
                        scenario.setup().accept(store, c);
                        crashing.arm(allowed, mode);
                        try {
                            scenario.step().accept(store, c);
                        } catch (CrashingDynamoDbClient.Crash expectedCrash) {
                            crashes++;
                        } finally {
                            crashing.disarm();
                        }
                        scenario.step().accept(store, c); // the retry
                        String where = scenario.name() + " crashing after " + allowed + " writes, " + mode;
                        assertEquals(expected, Snapshots.rawItems(table, c), where);
                        assertEquals(Snapshots.relabel(store.snapshot(reference), c), store.snapshot(c), where);
                        Snapshots.drop(table, c);
                    }
                }
                assertTrue(crashes > 0);
            }
        }
    }

    private static int countWrites(DynamoDbGraphStore store, Scenario scenario) {
        String c = collection();
        scenario.setup().accept(store, c);
        crashing.arm(Integer.MAX_VALUE, Mode.BEFORE_SENDING);
        scenario.step().accept(store, c);
        Snapshots.drop(table, c);
        return crashing.writes();
    }

    @Test
    void theNextPutOfANewRevisionAlsoConverges() {
        try (DynamoDbGraphStore store = newStore(DynamoDbGraphStore.DEFAULT_STALE_AFTER)) {
            String reference = collection();
            store.put(b(reference));
            store.put(index(reference, "a.txt", "3", "Theta and Alpha"));
            int writes = countWrites(store, SCENARIOS.get(1));
            for (int allowed = 1; allowed < writes; allowed += 4) {
                String c = collection();
                store.put(a1(c));
                store.put(b(c));
                crashing.arm(allowed, Mode.AFTER_APPLYING);
                try {
                    store.put(a2(c));
                } catch (CrashingDynamoDbClient.Crash expectedCrash) {
                    // the write of revision 2 is left unfinished
                } finally {
                    crashing.disarm();
                }
                store.put(index(c, "a.txt", "3", "Theta and Alpha"));
                assertEquals(Snapshots.rawItems(table, reference), Snapshots.rawItems(table, c), "after " + allowed);
                Snapshots.drop(table, c);
            }
        }
    }

    @Test
    void anotherProcessTakesOverOnlyAStaleUnfinishedWrite() {
        String c = collection();
        String reference = collection();
        try (DynamoDbGraphStore first = newStore(DynamoDbGraphStore.DEFAULT_STALE_AFTER);
             DynamoDbGraphStore patient = newStore(DynamoDbGraphStore.DEFAULT_STALE_AFTER);
             DynamoDbGraphStore eager = newStore(Duration.ZERO)) {
            first.put(a1(c));
            crashing.arm(5, Mode.BEFORE_SENDING);
            assertThrows(CrashingDynamoDbClient.Crash.class, () -> first.put(a2(c)));
            crashing.disarm();

            ConcurrentWriteException busy = assertThrows(ConcurrentWriteException.class, () -> patient.put(a2(c)));
            assertTrue(busy.getMessage().contains("unfinished write"), busy.getMessage());

            assertEquals(GraphStore.PutResult.REPLACED, eager.put(a2(c)));
            eager.put(a1(reference));
            eager.put(a2(reference));
            assertEquals(Snapshots.rawItems(table, reference), Snapshots.rawItems(table, c));
        }
    }
}
