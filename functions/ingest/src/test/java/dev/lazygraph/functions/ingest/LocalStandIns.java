package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.SampleEvents;
import dev.lazygraph.s3.S3rver;
import dev.lazygraph.aws.dynamodb.Dynalite;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * Points the function at dynalite (a fresh table per test class) and s3rver (the sample bucket, filled with
 * the objects events/ refers to), as the CDK stack and the bucket do in AWS.
 */
public class LocalStandIns implements QuarkusTestResourceLifecycleManager {
    private String table;

    @Override
    public Map<String, String> start() {
        try (DynamoDbClient dynamo = Dynalite.client()) {
            table = Dynalite.createTable(dynamo, "fn-ingest");
        }
        try (S3Client s3 = S3rver.client()) {
            S3rver.createBucket(s3, SampleEvents.BUCKET);
            SampleEvents.objects().forEach((key, content) -> S3rver.put(s3, SampleEvents.BUCKET, key, content));
        }
        Map<String, String> config = new HashMap<>(S3rver.functionConfig());
        config.putAll(Dynalite.quarkusClientConfig());
        config.put("lazygraph.table", table);
        return config;
    }

    @Override
    public void stop() {
        if (table != null) {
            try (DynamoDbClient dynamo = Dynalite.client()) {
                dynamo.deleteTable(b -> b.tableName(table));
            }
        }
    }
}
