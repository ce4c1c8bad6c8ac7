package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.ingest.DocumentIndexer;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.summary.CachedSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A data folder written the way lazygraph wrote it before the SQLite store ({@link JsonFolderWriterOfE2b4851},
 * from documents indexed by the real pipeline) opens as the same graph, with its cached summaries and
 * verdicts; the old files are set aside, not deleted; a file that cannot be read is kept and named, the rest
 * migrates.
 */
class JsonFolderMigrationTest {
    private static final String COLLECTION = "old";
    private static final String OTHER = "old-other";

    @TempDir
    Path data;

    /** What that layout kept of a chunk: its span and text, not the structure (sections, code, pages) added since. */
    private static DocumentIndex asTheJsonLayoutHeldIt(DocumentIndex index) {
        return new DocumentIndex(index.id(), index.revision(), index.title(), index.words(), index.chunks().stream()
                .map(c -> new IndexedChunk(new Chunk(c.chunk().id(), c.chunk().document(), c.chunk().revision(),
                        c.chunk().ordinal(), c.chunk().start(), c.chunk().end(), c.chunk().text()), c.length(),
                        c.termFrequencies(), c.conceptCounts()))
                .toList());
    }

    @Test
    void aFolderOfTheJsonLayoutOpensAsTheSameGraphWithItsCaches() throws Exception {
        List<DocumentIndex> indexes = indexed(List.of(
                GeneratedDocuments.source(new DocumentId(COLLECTION, "a.txt"), 31, 12),
                GeneratedDocuments.source(new DocumentId(COLLECTION, "nested/b#c.md"), 32, 7),
                GeneratedDocuments.source(new DocumentId(OTHER, "a.txt"), 33, 9)));
        JsonFolderWriterOfE2b4851 old = new JsonFolderWriterOfE2b4851(data);
        for (DocumentIndex index : indexes) {
            old.write(index);
        }
        CachedSummary summary = new CachedSummary(COLLECTION, "summary-key", "A summary.",
                new TreeMap<>(Map.of("a.txt", indexes.get(0).revision())), List.of("grace hopper"), 120, 30);
        old.write(summary);
        Chunk chunk = indexes.get(1).chunks().get(0).chunk();
        CachedVerdict verdict = new CachedVerdict(COLLECTION, VerdictCache.questionKey("Who?"), chunk.id(),
                chunk.document().key(), chunk.revision(), true, 17);
        old.write(List.of(verdict));
        old.writeLockFile();

        InMemoryGraphStore expected = new InMemoryGraphStore();
        indexes.stream().map(JsonFolderMigrationTest::asTheJsonLayoutHeldIt).forEach(expected::put);
        try (EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            EmbeddedGraphStore store = new EmbeddedGraphStore(database);
            for (String collection : List.of(COLLECTION, OTHER)) {
                assertEquals(expected.snapshot(collection), store.snapshot(collection), collection);
            }
            assertEquals(summary, new EmbeddedSummaryCache(database).get(COLLECTION, "summary-key").orElseThrow());
            assertEquals(Map.of(chunk.id(), verdict), new EmbeddedVerdictCache(database)
                    .get(COLLECTION, verdict.questionKey(), List.of(chunk)));
        }
        for (String moved : List.of("documents", "summaries", "verdicts", "lazygraph.lock")) {
            assertFalse(Files.exists(data.resolve(moved)), moved + " is no longer in the data folder");
            assertTrue(Files.exists(data.resolve(JsonFolderMigration.BACKUP).resolve(moved)), moved + " is kept");
        }
        try (EmbeddedDatabase again = EmbeddedDatabase.open(data)) {
            assertEquals(expected.snapshot(COLLECTION), new EmbeddedGraphStore(again).snapshot(COLLECTION),
                    "opened again: nothing migrated twice, nothing lost");
        }
    }

    @Test
    void anUnreadableDocumentFileIsKeptAsideAndTheRestMigrates() throws Exception {
        List<DocumentIndex> indexes = indexed(List.of(
                GeneratedDocuments.source(new DocumentId(COLLECTION, "kept.txt"), 41, 8),
                GeneratedDocuments.source(new DocumentId(COLLECTION, "cut-short.txt"), 42, 8)));
        JsonFolderWriterOfE2b4851 old = new JsonFolderWriterOfE2b4851(data);
        old.write(indexes.get(0));
        Path damaged = old.write(indexes.get(1));
        String json = Files.readString(damaged);
        Files.writeString(damaged, json.substring(0, json.length() / 2));

        try (EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            EmbeddedGraphStore store = new EmbeddedGraphStore(database);
            assertEquals(List.of(indexes.get(0).record()), store.documents(COLLECTION));
        }
        assertTrue(Files.exists(data.resolve(JsonFolderMigration.BACKUP).resolve("documents")
                .resolve(damaged.getFileName())), "the damaged file is kept for its owner");
    }

    /** Documents as the ingest pipeline indexes them. */
    private static List<DocumentIndex> indexed(List<SourceDocument> sources) {
        DocumentIndexer indexer = new DocumentIndexer(SharedAnalyzer.get(), new Chunker(SharedAnalyzer.get(),
                IngestIntoFolder.CONFIG.chunkTargetTokens(), IngestIntoFolder.CONFIG.chunkOverlapSentences()));
        DocumentParser parser = new DocumentParser(IngestIntoFolder.CONFIG.maxDocumentBytes());
        return sources.stream().map(source -> indexer.index(parser.parse(source))).toList();
    }
}
