package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.n;
import static dev.lazygraph.aws.dynamodb.Items.number;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * Exactly-once updates of shared counter items without transactions (dynalite has no TransactWriteItems),
 * safe under concurrent writers and crash-and-retry.
 *
 * <p>{@link #apply} adds the deltas with an atomic update that also creates a marker attribute named after
 * the write ({@code x<write id>}), conditional on that marker not existing yet: a retry of the same write is
 * refused by DynamoDB instead of counting twice. {@link #release} removes the marker once the caller has
 * recorded that the write was applied, and deletes the item if every counter is zero and no other write's
 * marker is pending ({@code pn}), so a concurrent increment is never deleted. Two writes per item and
 * document write, as a transaction would cost.
 */
final class Counters {
    static final String PENDING = "pn";
    private static final AttributeValue ZERO = n(0);

    private final DynamoTable table;

    Counters(DynamoTable table) {
        this.table = table;
    }

    static String marker(String writeId) {
        return "x" + writeId;
    }

    /** Adds {@code deltas} (counter attribute -> amount) once per {@code writeId}, however often it is called. */
    void apply(String writeId, Map<String, AttributeValue> key, Map<String, Long> deltas) {
        apply(writeId, key, deltas, Map.of());
    }

    /**
     * Adds {@code deltas} once per {@code writeId}, and sets the {@code constants} (attribute -> value) the item
     * always holds (what its key only names by a digest).
     */
    void apply(String writeId, Map<String, AttributeValue> key, Map<String, Long> deltas,
               Map<String, AttributeValue> constants) {
        Map<String, String> names = new HashMap<>(Map.of("#m", marker(writeId), "#pn", PENDING));
        Map<String, AttributeValue> values = new HashMap<>(Map.of(":zero", ZERO, ":one", n(1)));
        StringJoiner set = new StringJoiner(", ", "SET ", "").add("#m = :one");
        int c = 0;
        for (Map.Entry<String, AttributeValue> constant : constants.entrySet()) {
            names.put("#k" + c, constant.getKey());
            values.put(":k" + c, constant.getValue());
            set.add("#k" + c + " = :k" + c);
            c++;
        }
        int i = 0;
        for (Map.Entry<String, Long> delta : deltas.entrySet()) {
            names.put("#a" + i, delta.getKey());
            values.put(":d" + i, n(delta.getValue()));
            set.add("#a" + i + " = if_not_exists(#a" + i + ", :zero) + :d" + i);
            i++;
        }
        try {
            table.update(b -> b.key(key).updateExpression(set + " ADD #pn :one")
                    .conditionExpression("attribute_not_exists(#m)")
                    .expressionAttributeNames(names).expressionAttributeValues(values));
        } catch (ConditionalCheckFailedException alreadyApplied) {
            // the marker is there: this write's deltas are counted already
        }
    }

    /** Removes this write's marker; deletes the item when all {@code counters} are zero and nothing is pending. */
    void release(String writeId, Map<String, AttributeValue> key, List<String> counters) {
        try {
            Map<String, AttributeValue> item = table.update(b -> b.key(key)
                    .updateExpression("REMOVE #m ADD #pn :minusOne")
                    .conditionExpression("attribute_exists(#m)")
                    .expressionAttributeNames(Map.of("#m", marker(writeId), "#pn", PENDING))
                    .expressionAttributeValues(Map.of(":minusOne", n(-1)))
                    .returnValues(ReturnValue.ALL_NEW)).attributes();
            if (number(item, PENDING) != 0 || counters.stream().anyMatch(c -> number(item, c) != 0)) {
                return;
            }
        } catch (ConditionalCheckFailedException alreadyReleased) {
            // released before a crash: the zero check below may not have run yet
        }
        deleteIfZero(key, counters);
    }

    private void deleteIfZero(Map<String, AttributeValue> key, List<String> counters) {
        Map<String, String> attributeNames = new HashMap<>(Map.of("#pn", PENDING));
        StringJoiner condition = new StringJoiner(" AND ", "#pn = :zero AND ", "");
        for (int i = 0; i < counters.size(); i++) {
            attributeNames.put("#c" + i, counters.get(i));
            condition.add("#c" + i + " = :zero");
        }
        try {
            table.delete(b -> b.key(key).conditionExpression(condition.toString())
                    .expressionAttributeNames(attributeNames)
                    .expressionAttributeValues(Map.of(":zero", ZERO)));
        } catch (ConditionalCheckFailedException stillInUse) {
            // another write added to the item or is pending on it: it stays
        }
    }
}
