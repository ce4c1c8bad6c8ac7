package dev.lazygraph.core.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.SummaryCacheContract;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PersistedEmbeddedSummaryCacheTest extends SummaryCacheContract {
    @TempDir
    Path dir;

    @Override
    protected SummaryCache newCache() {
        return EmbeddedSummaryCache.open(dir);
    }

    @Override
    protected SummaryCache reopen(SummaryCache cache) {
        return EmbeddedSummaryCache.open(dir);
    }

    @Test
    void leftoversOfAnInterruptedWriteAndUnreadableFilesAreDroppedOnOpen() throws Exception {
        SummaryCache cache = EmbeddedSummaryCache.open(dir);
        cache.put(summary("c1", "good", "fine", Map.of("a.md", "r1")));
        Path collectionDir;
        try (Stream<Path> dirs = Files.list(dir)) {
            collectionDir = dirs.findFirst().orElseThrow();
        }
        Files.writeString(collectionDir.resolve("half-written.json.tmp"), "{\"collection\":");
        Files.writeString(collectionDir.resolve("corrupt.json"), "not json");

        SummaryCache reopened = EmbeddedSummaryCache.open(dir);

        assertEquals("fine", reopened.get("c1", "good").orElseThrow().text());
        assertTrue(Files.notExists(collectionDir.resolve("half-written.json.tmp")));
        assertTrue(Files.notExists(collectionDir.resolve("corrupt.json")));
    }

    @Test
    void aCollectionIdCannotNameADirectoryOutsideTheCache() throws Exception {
        Path inner = dir.resolve("cache");
        SummaryCache cache = EmbeddedSummaryCache.open(inner);
        cache.put(summary("..", "k", "text", Map.of("a.md", "r1")));
        try (Stream<Path> outside = Files.list(dir)) {
            assertEquals(1, outside.count(), "only the cache directory exists beside it");
        }
        assertEquals("text", EmbeddedSummaryCache.open(inner).get("..", "k").orElseThrow().text());
    }
}
