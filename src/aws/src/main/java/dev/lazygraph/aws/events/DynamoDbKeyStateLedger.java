package dev.lazygraph.aws.events;

import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.events.Sequencer;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * {@link KeyStateLedger} on the lazygraph table: one item per object key ({@code <collection>#KEY#<key>}).
 * The sequencer is stored left-padded to {@link Sequencer#MAX_DIGITS} digits, so DynamoDB's string
 * comparison in the condition {@code seq < :seq} is the event order, and only a newer event advances it.
 */
public final class DynamoDbKeyStateLedger implements KeyStateLedger {
    static final String KIND = "KEY";
    private static final String SELF = "#";
    private static final String KEY = "key";
    private static final String ORDER = "seq";
    private static final String SEQUENCER = "sequencer";
    private static final String OUTCOME = "outcome";
    private static final String REVISION = "rev";
    private static final String REASON = "reason";

    private final DynamoTable table;

    public DynamoDbKeyStateLedger(DynamoDbClient client, String tableName) {
        this(new DynamoTable(client, tableName));
    }

    public DynamoDbKeyStateLedger(DynamoTable table) {
        this.table = table;
    }

    @Override
    public Optional<KeyState> state(DocumentId document) {
        return table.get(key(document)).map(item -> new KeyState(Sequencer.of(string(item, SEQUENCER)),
                KeyState.Outcome.valueOf(string(item, OUTCOME)), string(item, REVISION), string(item, REASON)));
    }

    @Override
    public boolean record(DocumentId document, KeyState state) {
        return put(document, state, b -> b.conditionExpression("attribute_not_exists(#pk) OR #seq < :seq")
                .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY, "#seq", ORDER))
                .expressionAttributeValues(Map.of(":seq", s(state.sequencer().padded()))));
    }

    /** The condition compares the stored sequencer with the one read: only an event moves it forward. */
    @Override
    public boolean replace(DocumentId document, Optional<KeyState> expected, KeyState replacement) {
        KeyStateLedger.requireSequencerKept(expected, replacement);
        if (expected.isEmpty()) {
            return put(document, replacement, b -> b.conditionExpression("attribute_not_exists(#pk)")
                    .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY)));
        }
        return put(document, replacement, b -> b.conditionExpression("#seq = :seq")
                .expressionAttributeNames(Map.of("#seq", ORDER))
                .expressionAttributeValues(Map.of(":seq", s(expected.get().sequencer().padded()))));
    }

    private boolean put(DocumentId document, KeyState state, Consumer<PutItemRequest.Builder> condition) {
        Map<String, AttributeValue> item = new HashMap<>(key(document));
        item.put(KEY, s(document.key()));
        item.put(ORDER, s(state.sequencer().padded()));
        item.put(SEQUENCER, s(state.sequencer().value()));
        item.put(OUTCOME, s(state.outcome().name()));
        if (state.revision() != null) {
            item.put(REVISION, s(state.revision()));
        }
        if (state.reason() != null) {
            item.put(REASON, s(state.reason()));
        }
        try {
            table.put(b -> condition.accept(b.item(item)));
            return true;
        } catch (ConditionalCheckFailedException sameOrNewerRecorded) {
            return false;
        }
    }

    private static Map<String, AttributeValue> key(DocumentId document) {
        return Items.key(Items.partition(document.collection(), KIND, document.key()), SELF);
    }
}
