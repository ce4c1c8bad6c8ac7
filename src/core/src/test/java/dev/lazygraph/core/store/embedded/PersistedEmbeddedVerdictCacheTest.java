package dev.lazygraph.core.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCacheContract;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PersistedEmbeddedVerdictCacheTest extends VerdictCacheContract {
    @TempDir
    Path dir;

    @Override
    protected VerdictCache newCache() {
        return EmbeddedVerdictCache.open(dir);
    }

    @Override
    protected VerdictCache reopen(VerdictCache cache) {
        return EmbeddedVerdictCache.open(dir);
    }

    @Test
    void leftoversOfAnInterruptedWriteAndUnreadableFilesAreDroppedOnOpen() throws Exception {
        VerdictCache cache = EmbeddedVerdictCache.open(dir);
        Chunk good = chunk("c1", "good.md", "r1", 0);
        cache.put(List.of(verdict(Q1, good, true, 9)));
        Path collectionDir;
        try (Stream<Path> dirs = Files.list(dir)) {
            collectionDir = dirs.findFirst().orElseThrow();
        }
        Files.writeString(collectionDir.resolve("half-written.json.tmp"), "[{\"collection\":");
        Files.writeString(collectionDir.resolve("corrupt.json"), "not json");

        VerdictCache reopened = EmbeddedVerdictCache.open(dir);

        assertEquals(1, reopened.get("c1", Q1, List.of(good)).size());
        try (Stream<Path> files = Files.list(collectionDir)) {
            assertEquals(1, files.count(), "only the good file is left");
        }
    }
}
