package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.embed.DocumentVectors;
import dev.lazygraph.core.embed.PassageVector;
import dev.lazygraph.core.graph.DocumentIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The passage vectors of one chunk as one item of their own ({@code <c>#V#<chunk id>}, {@code #}): the chunk's
 * passages in {@link DocumentVectors}' binary format (int8 per dimension, one scale per passage), about 400
 * bytes a passage. Kept apart from the chunk item so that reading chunks, which every question does with or
 * without an embedder, costs no more read units; a question reads the vector items of its candidate chunks
 * only (one strongly consistent read unit each: a chunk's three or four passages stay under 4 KB). Keyed by
 * the chunk id, so a revision's vector keys follow from its chunk count like its chunk keys, and a write
 * removes them with its chunk items.
 */
final class VectorItems {
    static final String VECTORS = "V";

    private static final String DOCUMENT = "doc";
    private static final String REVISION = "rev";
    private static final String BODY = "vec";

    private VectorItems() {
    }

    static Map<String, AttributeValue> key(String collection, String chunkId) {
        return Items.key(Items.partition(collection, VECTORS, chunkId), GraphItems.SELF);
    }

    /** One item per chunk of the revision that has passage vectors; none for a revision stored without them. */
    static List<Map<String, AttributeValue>> of(DocumentIndex index) {
        Map<Integer, List<PassageVector>> byChunk = new TreeMap<>();
        index.vectors().passages().forEach(p -> byChunk.computeIfAbsent(p.chunk(), c -> new ArrayList<>()).add(p));
        List<Map<String, AttributeValue>> items = new ArrayList<>(byChunk.size());
        byChunk.forEach((ordinal, passages) -> {
            Map<String, AttributeValue> item = new LinkedHashMap<>(
                    key(index.id().collection(), Chunk.idOf(index.id(), index.revision(), ordinal)));
            item.put(DOCUMENT, s(index.id().key()));
            item.put(REVISION, s(index.revision()));
            item.put(BODY, AttributeValue.fromB(SdkBytes.fromByteArray(
                    new DocumentVectors(index.vectors().model(), passages).encode())));
            items.add(item);
        });
        return items;
    }

    /** The keys of every chunk's vector item of a revision of {@code count} chunks (null revision: none). */
    static List<Map<String, AttributeValue>> keys(DocumentId id, String revision, int count) {
        List<Map<String, AttributeValue>> keys = new ArrayList<>(count);
        for (int ordinal = 0; revision != null && ordinal < count; ordinal++) {
            keys.add(key(id.collection(), Chunk.idOf(id, revision, ordinal)));
        }
        return keys;
    }

    /** The vector items read, one entry per document revision, its chunks' passages together. */
    static List<DenseIndex.Stored> stored(String collection, List<Map<String, AttributeValue>> items) {
        Map<List<String>, List<DocumentVectors>> byRevision = new LinkedHashMap<>();
        for (Map<String, AttributeValue> item : items) {
            byRevision.computeIfAbsent(List.of(string(item, DOCUMENT), string(item, REVISION)), k -> new ArrayList<>())
                    .add(DocumentVectors.decode(item.get(BODY).b().asByteArray()));
        }
        List<DenseIndex.Stored> stored = new ArrayList<>(byRevision.size());
        byRevision.forEach((revision, chunks) -> {
            List<PassageVector> passages = new ArrayList<>();
            chunks.forEach(chunk -> passages.addAll(chunk.passages()));
            stored.add(new DenseIndex.Stored(new DocumentId(collection, revision.get(0)), revision.get(1),
                    new DocumentVectors(chunks.get(0).model(), passages)));
        });
        return stored;
    }
}
