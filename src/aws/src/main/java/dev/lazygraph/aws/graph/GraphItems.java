package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.n;
import static dev.lazygraph.aws.dynamodb.Items.number;
import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Heading;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of the graph store's items and the layout of document-independent ones (chunks); TABLE.md names them. */
final class GraphItems {
    static final String TERM = "T";
    static final String CONCEPT = "K";
    static final String CHUNK = "C";
    static final String DOCUMENTS = "DOCS";
    static final String STATS = "STATS";

    /** Sort key of the one item of a partition (chunk, statistics shard). */
    static final String SELF = "#";

    private static final String DOCUMENT = "doc";
    private static final String REVISION = "rev";
    private static final String ORDINAL = "ord";
    private static final String START = "st";
    private static final String END = "en";
    private static final String TEXT = "txt";
    private static final String LENGTH = "len";
    private static final String TERMS = "tfs";
    private static final String CONCEPTS = "ccs";
    private static final String PAGE = "pg";
    private static final String PAGE_BREAKS = "pgb";
    private static final String SECTIONS = "sec";
    private static final String OFFSET = "o";
    private static final String LEVEL = "l";
    private static final String HEADING = "t";

    private GraphItems() {
    }

    static Map<String, AttributeValue> documentKey(DocumentId id) {
        return Items.key(Items.partition(id.collection(), DOCUMENTS), Items.sort("", id.key()));
    }

    static Map<String, AttributeValue> chunkKey(String collection, String chunkId) {
        return Items.key(Items.partition(collection, CHUNK, chunkId), SELF);
    }

    /**
     * A chunk with what it contributes (term and concept counts, length), so that a later delete removes
     * exactly what was added even if the extractor changed meanwhile. Its id is derived from document,
     * revision and ordinal ({@link Chunk#idOf}), so it is not stored twice.
     */
    static Map<String, AttributeValue> chunkItem(String collection, IndexedChunk indexed) {
        Chunk chunk = indexed.chunk();
        Map<String, AttributeValue> item = new LinkedHashMap<>(chunkKey(collection, chunk.id()));
        item.put(DOCUMENT, s(chunk.document().key()));
        item.put(REVISION, s(chunk.revision()));
        item.put(ORDINAL, n(chunk.ordinal()));
        item.put(START, n(chunk.start()));
        item.put(END, n(chunk.end()));
        item.put(TEXT, s(chunk.text()));
        item.put(LENGTH, n(indexed.length()));
        item.put(TERMS, counts(indexed.termFrequencies()));
        item.put(CONCEPTS, counts(indexed.conceptCounts()));
        if (chunk.pages().hasPages()) {
            item.put(PAGE, n(chunk.pages().first()));
            item.put(PAGE_BREAKS, AttributeValue.fromL(chunk.pages().breaks().stream().map(Items::n).toList()));
        }
        if (!chunk.sections().isEmpty()) {
            item.put(SECTIONS, AttributeValue.fromL(chunk.sections().stream()
                    .map(h -> AttributeValue.fromM(Map.of(OFFSET, n(h.offset()), LEVEL, n(h.level()),
                            HEADING, s(h.text()))))
                    .toList()));
        }
        return item;
    }

    static IndexedChunk chunk(String collection, Map<String, AttributeValue> item) {
        DocumentId document = new DocumentId(collection, string(item, DOCUMENT));
        String revision = string(item, REVISION);
        int ordinal = (int) number(item, ORDINAL);
        Chunk chunk = new Chunk(Chunk.idOf(document, revision, ordinal), document, revision, ordinal,
                (int) number(item, START), (int) number(item, END), string(item, TEXT), pages(item), sections(item));
        return new IndexedChunk(chunk, (int) number(item, LENGTH), counts(item.get(TERMS)), counts(item.get(CONCEPTS)));
    }

    /** A chunk's pages; {@link ChunkPages#NONE} for a document without pages (no attribute is written then). */
    private static ChunkPages pages(Map<String, AttributeValue> item) {
        if (!item.containsKey(PAGE)) {
            return ChunkPages.NONE;
        }
        return new ChunkPages((int) number(item, PAGE),
                item.get(PAGE_BREAKS).l().stream().map(offset -> Integer.parseInt(offset.n())).toList());
    }

    private static List<Heading> sections(Map<String, AttributeValue> item) {
        AttributeValue sections = item.get(SECTIONS);
        if (sections == null) {
            return List.of();
        }
        return sections.l().stream().map(AttributeValue::m)
                .map(h -> new Heading((int) number(h, OFFSET), (int) number(h, LEVEL), string(h, HEADING)))
                .toList();
    }

    private static AttributeValue counts(Map<String, Integer> counts) {
        Map<String, AttributeValue> map = new HashMap<>();
        counts.forEach((name, count) -> map.put(name, n(count)));
        return AttributeValue.fromM(map);
    }

    private static Map<String, Integer> counts(AttributeValue value) {
        Map<String, Integer> counts = new TreeMap<>();
        value.m().forEach((name, count) -> counts.put(name, Integer.parseInt(count.n())));
        return counts;
    }
}
