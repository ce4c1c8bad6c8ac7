package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;
import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IndexedChunkCodecTest {
    private static final DocumentId DOCUMENT = new DocumentId("manuals", "guide/Zürich ✓ café.html");
    private static final String TEXT = "Halvorsen recalled 180 buoys 🛟 on page 3.\nCode: int x = 0;\u0000 and \"quotes\"";

    private static IndexedChunk full() {
        Chunk chunk = new Chunk(Chunk.idOf(DOCUMENT, "9f3a", 1_000_000), DOCUMENT, "9f3a", 1_000_000, 70_000,
                70_000 + TEXT.length(), TEXT, new ChunkPages(3, List.of(70_010, 70_020)),
                List.of(new Section(0, 90_000, "Guide", Section.Kind.TITLE),
                        new Section(69_000, 71_000, "Recall — ✓", Section.Kind.HEADING),
                        new Section(70_001, 70_030, "buoy", Section.Kind.TERM)),
                List.of(new CodeBlock(70_040, 70_050), new CodeBlock(70_051, 70_060)));
        return new IndexedChunk(chunk, 12, Map.of("recal", 1, "buoy", 300_000, "zürich", 2),
                Map.of("buoy", 1 << 21 | 4, "halvorsen", 1 << 20 | 1));
    }

    @Test
    void aChunkReadsBackEqualWithEveryPartOfIt() {
        IndexedChunk chunk = full();
        assertEquals(chunk, IndexedChunkCodec.decode(IndexedChunkCodec.encode(chunk)));
        Chunk plain = new Chunk(Chunk.idOf(DOCUMENT, "r", 0), DOCUMENT, "r", 0, 0, 0, "");
        IndexedChunk empty = new IndexedChunk(plain, 0, Map.of(), Map.of());
        assertEquals(empty, IndexedChunkCodec.decode(IndexedChunkCodec.encode(empty)));
    }

    @Test
    void aChunkStoredAsJsonBeforeReadsBackEqual() {
        IndexedChunk chunk = full();
        assertEquals(chunk, IndexedChunkCodec.decode(JsonBodies.of(chunk)));
    }

    @Test
    void aNegativeNumberIsRefusedRatherThanStoredWrong() {
        Chunk chunk = full().chunk();
        IndexedChunk negative = new IndexedChunk(chunk, 12, Map.of("recal", -1), Map.of());
        assertThrows(IllegalArgumentException.class, () -> IndexedChunkCodec.encode(negative));
    }

    /** Fails when a record gains a component: the codec writes each of them by name and must write the new one. */
    @Test
    void theCodecWritesEveryComponentOfTheChunkRecords() {
        assertEquals(List.of("chunk", "length", "termFrequencies", "conceptCounts"), components(IndexedChunk.class));
        assertEquals(List.of("id", "document", "revision", "ordinal", "start", "end", "text", "pages", "sections",
                "code"), components(Chunk.class));
        assertEquals(List.of("collection", "key"), components(DocumentId.class));
        assertEquals(List.of("first", "breaks"), components(ChunkPages.class));
        assertEquals(List.of("start", "end", "title", "kind"), components(Section.class));
        assertEquals(List.of("start", "end"), components(CodeBlock.class));
        assertEquals(List.of("TITLE", "HEADING", "TERM"), Arrays.stream(Section.Kind.values()).map(Enum::name).toList());
    }

    private static List<String> components(Class<? extends Record> type) {
        return Arrays.stream(type.getRecordComponents()).map(c -> c.getName()).toList();
    }
}
