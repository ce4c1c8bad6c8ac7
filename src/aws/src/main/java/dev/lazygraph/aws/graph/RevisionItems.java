package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The items one revision of a document owns, all functions of its chunks: the chunk items and the packed
 * posting items. A write puts them, a later write of the document deletes the ones it does not overwrite.
 */
record RevisionItems(List<Map<String, AttributeValue>> chunks, List<Map<String, AttributeValue>> postings) {
    static final RevisionItems NONE = new RevisionItems(List.of(), List.of());

    /**
     * The items of {@code chunks} of the revision, its postings marked with its {@code groups}; null chunks (no
     * such revision) own nothing.
     */
    static RevisionItems of(DocumentId id, String revision, List<IndexedChunk> chunks, Set<String> groups) {
        if (chunks == null) {
            return NONE;
        }
        List<Map<String, AttributeValue>> chunkItems = new ArrayList<>(chunks.size());
        chunks.forEach(chunk -> chunkItems.add(GraphItems.chunkItem(id.collection(), chunk)));
        return new RevisionItems(chunkItems, PostingItems.of(id, revision, chunks, groups));
    }

    /** Refuses, before anything is written, a revision with an item DynamoDB would not store. */
    RevisionItems requireFit(DocumentId id) {
        for (Map<String, AttributeValue> item : chunks) {
            requireFit(id, item, "a chunk item: use smaller chunks");
        }
        for (Map<String, AttributeValue> item : postings) {
            requireFit(id, item, "a posting item: a term or concept name is too long");
        }
        return this;
    }

    static void requireFit(DocumentId id, Map<String, AttributeValue> item, String what) {
        long size = Items.size(item);
        if (size > Items.MAX_ITEM_BYTES) {
            throw new IllegalArgumentException("document " + id + " would need a " + size + "-byte DynamoDB item,"
                    + " " + what + "; the limit is " + Items.MAX_ITEM_BYTES + " bytes");
        }
    }

    List<Map<String, AttributeValue>> chunkKeys() {
        return chunks.stream().map(Items::keyOf).toList();
    }

    /** Keys of this revision's posting items that {@code next} does not overwrite. */
    List<Map<String, AttributeValue>> postingKeysNotIn(RevisionItems next) {
        Set<Map<String, AttributeValue>> kept = new LinkedHashSet<>();
        next.postings.forEach(item -> kept.add(Items.keyOf(item)));
        List<Map<String, AttributeValue>> stale = new ArrayList<>();
        for (Map<String, AttributeValue> item : postings) {
            Map<String, AttributeValue> key = Items.keyOf(item);
            if (!kept.contains(key)) {
                stale.add(key);
            }
        }
        return stale;
    }
}
