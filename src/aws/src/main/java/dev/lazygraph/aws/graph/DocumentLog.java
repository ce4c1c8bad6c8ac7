package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.n;
import static dev.lazygraph.aws.dynamodb.Items.s;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.aws.graph.DocumentState.Committed;
import dev.lazygraph.aws.graph.DocumentState.Pending;
import dev.lazygraph.aws.graph.DocumentState.Phase;
import dev.lazygraph.core.document.DocumentId;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * The document write log: the document item records the committed revision and at most one unfinished
 * write with the phase it reached. Every change is conditional on the item's version (and on the write
 * still being the item's unfinished write), so two writers of one document never both proceed: the loser
 * gets {@link ConcurrentWriteException}.
 */
final class DocumentLog {
    private final DynamoTable table;
    private final Clock clock;
    private final String instanceId;

    /** @param instanceId this process's id, recorded as the owner of the writes it starts or takes over */
    DocumentLog(DynamoTable table, Clock clock, String instanceId) {
        this.table = table;
        this.clock = clock;
        this.instanceId = instanceId;
    }

    String instanceId() {
        return instanceId;
    }

    long now() {
        return clock.millis();
    }

    DocumentState load(DocumentId id) {
        return table.get(GraphItems.documentKey(id)).map(DocumentState::of).orElse(DocumentState.ABSENT);
    }

    /** Records {@code pending} as the document's unfinished write; returns the item's new version. */
    long begin(DocumentId id, DocumentState state, Pending pending) {
        Map<String, AttributeValue> attributes = pendingAttributes(pending);
        try {
            if (!state.exists()) {
                Map<String, AttributeValue> item = new HashMap<>(GraphItems.documentKey(id));
                item.putAll(attributes);
                item.put(DocumentState.KEY, s(id.key()));
                item.put(DocumentState.VERSION, n(1));
                table.put(b -> b.item(item).conditionExpression("attribute_not_exists(#pk)")
                        .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY)));
                return 1;
            }
            Change change = Change.of(state.version(), attributes, List.of());
            table.update(b -> b.key(GraphItems.documentKey(id)).updateExpression(change.expression())
                    .conditionExpression("#ver = :ver AND attribute_not_exists(#w)")
                    .expressionAttributeNames(change.names()).expressionAttributeValues(change.values()));
            return state.version() + 1;
        } catch (ConditionalCheckFailedException e) {
            throw new ConcurrentWriteException("document " + id + " was changed by another writer; retry");
        }
    }

    private static Map<String, AttributeValue> pendingAttributes(Pending pending) {
        Map<String, AttributeValue> attributes = new HashMap<>();
        attributes.put(DocumentState.WRITE, s(pending.writeId()));
        if (pending.from() != null) {
            attributes.put(DocumentState.FROM, s(pending.from()));
        }
        if (pending.to() != null) {
            attributes.put(DocumentState.TO, s(pending.to()));
        }
        if (pending.title() != null) {
            attributes.put(DocumentState.TO_TITLE, s(pending.title()));
        }
        attributes.put(DocumentState.TO_CHUNKS, n(pending.chunks()));
        attributes.put(DocumentState.TO_WORDS, n(pending.words()));
        attributes.put(DocumentState.PHASE, s(pending.phase().name()));
        attributes.put(DocumentState.OWNER, s(pending.owner()));
        attributes.put(DocumentState.STARTED, n(pending.startedAt()));
        DocumentState.TO_METADATA.put(attributes, pending.metadata());
        return attributes;
    }

    long advance(DocumentId id, long version, Pending pending, Phase phase) {
        return update(id, version, pending, Map.of(DocumentState.PHASE, s(phase.name())), List.of());
    }

    /** Takes over another process's (or this process's dead) unfinished write. */
    long claim(DocumentId id, long version, Pending pending) {
        return update(id, version, pending,
                Map.of(DocumentState.OWNER, s(instanceId), DocumentState.STARTED, n(clock.millis())), List.of());
    }

    /** Makes the pending revision the committed one (or, for a delete, removes the item). */
    DocumentState commit(DocumentId id, long version, Pending pending) {
        if (pending.to() == null) {
            return abandon(id, version, pending, null);
        }
        Map<String, AttributeValue> set = new HashMap<>(Map.of(DocumentState.REVISION, s(pending.to()),
                DocumentState.CHUNKS, n(pending.chunks()), DocumentState.WORDS, n(pending.words())));
        List<String> remove = new ArrayList<>(DocumentState.PENDING_ATTRIBUTES);
        if (pending.title() != null) {
            set.put(DocumentState.TITLE, s(pending.title()));
        } else {
            remove.add(DocumentState.TITLE);
        }
        DocumentState.METADATA.set(set, remove, pending.metadata());
        update(id, version, pending, set, remove);
        return new DocumentState(version + 1,
                new Committed(pending.to(), pending.title(), pending.chunks(), pending.words(), pending.metadata()),
                null);
    }

    /** Drops the unfinished write, keeping {@code committed} (or the whole item when there is none). */
    DocumentState abandon(DocumentId id, long version, Pending pending, Committed committed) {
        if (committed != null) {
            update(id, version, pending, Map.of(), DocumentState.PENDING_ATTRIBUTES);
            return new DocumentState(version + 1, committed, null);
        }
        try {
            table.delete(b -> b.key(GraphItems.documentKey(id)).conditionExpression("#ver = :ver AND #w = :w")
                    .expressionAttributeNames(Map.of("#ver", DocumentState.VERSION, "#w", DocumentState.WRITE))
                    .expressionAttributeValues(Map.of(":ver", n(version), ":w", s(pending.writeId()))));
        } catch (ConditionalCheckFailedException e) {
            throw new ConcurrentWriteException("the write of document " + id + " was taken over by another writer");
        }
        return DocumentState.ABSENT;
    }

    /**
     * Marks this process's failed write as abandoned ({@code pat = 0}), so the next put or delete, in any
     * process, finishes it at once instead of waiting for it to go stale.
     */
    void markAbandoned(DocumentId id, Pending pending, RuntimeException failure) {
        try {
            table.update(b -> b.key(GraphItems.documentKey(id)).updateExpression("SET #at = :abandoned")
                    .conditionExpression("#w = :w AND #owner = :owner")
                    .expressionAttributeNames(Map.of("#at", DocumentState.STARTED, "#w", DocumentState.WRITE,
                            "#owner", DocumentState.OWNER))
                    .expressionAttributeValues(Map.of(":abandoned", n(0), ":w", s(pending.writeId()),
                            ":owner", s(instanceId))));
        } catch (RuntimeException unreachable) {
            failure.addSuppressed(unreachable); // the write is then taken over after staleAfter
        }
    }

    /**
     * Sets and removes attributes of the document item, bumping its version, only while {@code pending} is
     * its unfinished write and nobody else changed it.
     */
    private long update(DocumentId id, long version, Pending pending, Map<String, AttributeValue> set,
                        List<String> remove) {
        Change change = Change.of(version, set, remove);
        change.values().put(":w", s(pending.writeId()));
        try {
            table.update(b -> b.key(GraphItems.documentKey(id)).updateExpression(change.expression())
                    .conditionExpression("#ver = :ver AND #w = :w")
                    .expressionAttributeNames(change.names()).expressionAttributeValues(change.values()));
            return version + 1;
        } catch (ConditionalCheckFailedException e) {
            throw new ConcurrentWriteException("the write of document " + id + " was taken over by another writer");
        }
    }

    /** An update of the document item from {@code version} to the next: attributes set and removed. */
    private record Change(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
        static Change of(long version, Map<String, AttributeValue> set, List<String> remove) {
            Map<String, String> names = new HashMap<>(Map.of("#ver", DocumentState.VERSION, "#w", DocumentState.WRITE));
            Map<String, AttributeValue> values = new HashMap<>(Map.of(":ver", n(version), ":next", n(version + 1)));
            StringJoiner sets = new StringJoiner(", ", "SET ", "").add("#ver = :next");
            set.forEach((attribute, value) -> {
                names.put("#" + attribute, attribute);
                values.put(":" + attribute, value);
                sets.add("#" + attribute + " = :" + attribute);
            });
            StringJoiner removes = new StringJoiner(", ", " REMOVE ", "").setEmptyValue("");
            remove.forEach(attribute -> {
                names.put("#" + attribute, attribute);
                removes.add("#" + attribute);
            });
            return new Change(sets + removes.toString(), names, values);
        }
    }
}
