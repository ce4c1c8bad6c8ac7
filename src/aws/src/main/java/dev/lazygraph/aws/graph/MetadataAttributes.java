package dev.lazygraph.aws.graph;

import dev.lazygraph.core.document.DocumentMetadata;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A document's metadata in DynamoDB attributes: its groups as a string set, its tags as a map of strings. A
 * document without groups or tags has neither attribute (DynamoDB has no empty set), so items written before
 * metadata existed read as documents without it.
 *
 * @param groups the attribute holding the groups
 * @param tags   the attribute holding the tags
 */
record MetadataAttributes(String groups, String tags) {

    /** Adds the attributes {@code metadata} needs to {@code item}. */
    void put(Map<String, AttributeValue> item, DocumentMetadata metadata) {
        if (!metadata.groups().isEmpty()) {
            item.put(groups, AttributeValue.fromSs(List.copyOf(metadata.groups())));
        }
        if (!metadata.tags().isEmpty()) {
            Map<String, AttributeValue> values = new TreeMap<>();
            metadata.tags().forEach((key, value) -> values.put(key, AttributeValue.fromS(value)));
            item.put(tags, AttributeValue.fromM(values));
        }
    }

    /** The attributes of {@code metadata} to set, and to {@code remove} those it leaves empty. */
    void set(Map<String, AttributeValue> set, List<String> remove, DocumentMetadata metadata) {
        put(set, metadata);
        if (metadata.groups().isEmpty()) {
            remove.add(groups);
        }
        if (metadata.tags().isEmpty()) {
            remove.add(tags);
        }
    }

    DocumentMetadata read(Map<String, AttributeValue> item) {
        AttributeValue groupSet = item.get(groups);
        AttributeValue tagMap = item.get(tags);
        if (groupSet == null && tagMap == null) {
            return DocumentMetadata.NONE;
        }
        Map<String, String> values = new TreeMap<>();
        if (tagMap != null) {
            tagMap.m().forEach((key, value) -> values.put(key, value.s()));
        }
        return DocumentMetadata.of(groupSet == null ? List.of() : groupSet.ss(), values);
    }
}
