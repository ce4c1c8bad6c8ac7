package dev.lazygraph.aws.reconcile;

import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.core.reconcile.ReconcileCursor;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link ReconcileCursor} on the lazygraph table: one item per bucket, {@code #RECONCILE} / {@code <bucket>}.
 * The partition key starts with '#', which no collection id holds, because a cursor belongs to a bucket, and
 * a bucket may feed many collections.
 */
public final class DynamoDbReconcileCursor implements ReconcileCursor {
    static final String PARTITION = "#RECONCILE";
    private static final String AFTER = "after";

    private final DynamoTable table;

    public DynamoDbReconcileCursor(DynamoDbClient client, String tableName) {
        this.table = new DynamoTable(client, tableName);
    }

    @Override
    public Optional<String> load(String bucket) {
        return table.get(key(bucket)).map(item -> string(item, AFTER));
    }

    @Override
    public void save(String bucket, String resumeAfter) {
        Map<String, AttributeValue> item = new HashMap<>(key(bucket));
        item.put(AFTER, s(resumeAfter));
        table.put(b -> b.item(item));
    }

    @Override
    public void clear(String bucket) {
        table.delete(b -> b.key(key(bucket)));
    }

    private static Map<String, AttributeValue> key(String bucket) {
        return Items.key(PARTITION, bucket);
    }
}
