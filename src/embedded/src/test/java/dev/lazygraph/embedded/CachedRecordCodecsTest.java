package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.summary.CachedSummary;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The cached summaries and verdicts in {@link BinaryForm}, and as JSON rows written before it. */
class CachedRecordCodecsTest {
    private static final CachedSummary SUMMARY = new CachedSummary("manuals", "c0ffee", "Buoys 🛟 are recalled — ✓.",
            new TreeMap<>(Map.of("guide/b.html", "r2", "guide/a.html", "r1")), List.of("buoy", "recall"),
            1_200, 80);
    private static final CachedVerdict VERDICT = new CachedVerdict("manuals", "q1", "guide/a.html#r1#3",
            "guide/a.html", "r1", true, 42);

    @Test
    void aSummaryReadsBackEqualInEitherForm() {
        assertEquals(SUMMARY, CachedSummaryCodec.decode(CachedSummaryCodec.encode(SUMMARY)));
        assertEquals(SUMMARY, CachedSummaryCodec.decode(JsonBodies.of(SUMMARY)));
    }

    @Test
    void aVerdictReadsBackEqualInEitherForm() {
        assertEquals(VERDICT, CachedVerdictCodec.decode(CachedVerdictCodec.encode(VERDICT)));
        CachedVerdict irrelevant = new CachedVerdict("c", "q", "k#r#0", "k", "r", false, 0);
        assertEquals(irrelevant, CachedVerdictCodec.decode(CachedVerdictCodec.encode(irrelevant)));
        assertEquals(VERDICT, CachedVerdictCodec.decode(JsonBodies.of(VERDICT)));
    }

    /** Fails when a record gains a component: its codec writes each of them by name and must write the new one. */
    @Test
    void theCodecsWriteEveryComponentOfTheirRecords() {
        assertEquals(List.of("collection", "key", "text", "sources", "concepts", "inputTokens", "outputTokens"),
                components(CachedSummary.class));
        assertEquals(List.of("collection", "questionKey", "chunkId", "documentKey", "revision", "relevant", "tokens"),
                components(CachedVerdict.class));
    }

    private static List<String> components(Class<? extends Record> type) {
        return Arrays.stream(type.getRecordComponents()).map(c -> c.getName()).toList();
    }
}
