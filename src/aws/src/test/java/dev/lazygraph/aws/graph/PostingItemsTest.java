package dev.lazygraph.aws.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Packing of postings per (name, document), split into parts for documents with very many chunks. */
class PostingItemsTest {
    private static final DocumentId ID = new DocumentId("c", "big/document.txt");

    @Test
    void aTermInMoreChunksThanOnePartHoldsGoesToFurtherPartsAndDecodesBack() {
        int chunkCount = PostingItems.MAX_ENTRIES + 3;
        List<IndexedChunk> chunks = new ArrayList<>();
        List<Posting> expected = new ArrayList<>();
        for (int ordinal = 0; ordinal < chunkCount; ordinal++) {
            String id = Chunk.idOf(ID, "r1", ordinal);
            chunks.add(new IndexedChunk(new Chunk(id, ID, "r1", ordinal, 0, 1, "x"), 100 + ordinal % 7,
                    Map.of("alpha", 1 + ordinal % 3), Map.of()));
            expected.add(new Posting(id, 1 + ordinal % 3, 100 + ordinal % 7, Set.of("hr", "legal")));
        }
        List<Map<String, AttributeValue>> items = PostingItems.of(ID, "r1", chunks, Set.of("legal", "hr"));

        assertEquals(List.of("0#big/document.txt", "1#big/document.txt"),
                items.stream().map(item -> item.get("sk").s()).toList());
        List<Posting> decoded = new ArrayList<>();
        items.forEach(item -> {
            PostingItems.Postings postings = PostingItems.decode("c", item);
            assertEquals("alpha", postings.name());
            decoded.addAll(postings.postings());
        });
        assertEquals(expected, decoded);
    }

    @Test
    void aFullPartOfTheLargestNumbersStaysBelowTheItemLimit() {
        List<IndexedChunk> chunks = new ArrayList<>();
        String longName = "n".repeat(2_000);
        DocumentId longKey = new DocumentId("c", "k".repeat(DocumentId.MAX_KEY_LENGTH));
        for (int i = 0; i < PostingItems.MAX_ENTRIES; i++) {
            int ordinal = Integer.MAX_VALUE - i;
            chunks.add(new IndexedChunk(new Chunk(Chunk.idOf(longKey, "r", ordinal), longKey, "r", ordinal, 0, 1, "x"),
                    Integer.MAX_VALUE, Map.of(longName, Integer.MAX_VALUE), Map.of()));
        }
        Map<String, AttributeValue> item = PostingItems.of(longKey, "r", chunks, Set.of()).get(0);
        assertTrue(Items.size(item) < Items.MAX_ITEM_BYTES, Items.size(item) + " bytes");
    }
}
