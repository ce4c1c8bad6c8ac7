package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.n;
import static dev.lazygraph.aws.dynamodb.Items.number;
import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;
import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Section;
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
    private static final String PAGE = "pg";
    private static final String PAGE_BREAKS = "pgb";
    private static final String SECTIONS = "sec";
    private static final String CODE = "code";
    private static final String LENGTH = "len";
    private static final String TERMS = "tfs";
    private static final String CONCEPTS = "ccs";

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
        if (chunk.pages().hasPages()) {
            item.put(PAGE, n(chunk.pages().first()));
            item.put(PAGE_BREAKS, AttributeValue.fromL(chunk.pages().breaks().stream().map(Items::n).toList()));
        }
        if (!chunk.sections().isEmpty()) {
            item.put(SECTIONS, AttributeValue.fromL(chunk.sections().stream().map(section -> AttributeValue.fromL(
                    List.of(n(section.start()), n(section.end()), s(section.title()), s(section.kind().name())))).toList()));
        }
        if (!chunk.code().isEmpty()) {
            item.put(CODE, AttributeValue.fromL(chunk.code().stream().map(block -> AttributeValue.fromL(
                    List.of(n(block.start()), n(block.end())))).toList()));
        }
        item.put(LENGTH, n(indexed.length()));
        item.put(TERMS, counts(indexed.termFrequencies()));
        item.put(CONCEPTS, counts(indexed.conceptCounts()));
        return item;
    }

    static IndexedChunk chunk(String collection, Map<String, AttributeValue> item) {
        DocumentId document = new DocumentId(collection, string(item, DOCUMENT));
        String revision = string(item, REVISION);
        int ordinal = (int) number(item, ORDINAL);
        List<Section> sections = item.containsKey(SECTIONS) ? item.get(SECTIONS).l().stream()
                .map(v -> new Section(Integer.parseInt(v.l().get(0).n()), Integer.parseInt(v.l().get(1).n()),
                        v.l().get(2).s(), Section.Kind.valueOf(v.l().get(3).s()))).toList() : List.of();
        List<CodeBlock> code = item.containsKey(CODE) ? item.get(CODE).l().stream()
                .map(v -> new CodeBlock(Integer.parseInt(v.l().get(0).n()), Integer.parseInt(v.l().get(1).n())))
                .toList() : List.of();
        Chunk chunk = new Chunk(Chunk.idOf(document, revision, ordinal), document, revision, ordinal,
                (int) number(item, START), (int) number(item, END), string(item, TEXT), pages(item), sections, code);
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
