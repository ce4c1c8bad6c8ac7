package dev.lazygraph.functions.ingest;

import dev.lazygraph.aws.dynamodb.AppTable;
import dev.lazygraph.core.events.SampleEvents;
import dev.lazygraph.s3.S3rver;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * Points the function at dynalite (a fresh table per test class) and s3rver (the sample bucket, filled with
 * the objects events/ refers to), as the CDK stack and the bucket do in AWS.
 */
public class LocalStandIns implements QuarkusTestResourceLifecycleManager {
    private AppTable table;

    @Override
    public Map<String, String> start() {
        table = AppTable.create("fn-ingest");
        try (S3Client s3 = S3rver.client()) {
            S3rver.createBucket(s3, SampleEvents.BUCKET);
            SampleEvents.objects().forEach((key, content) -> S3rver.put(s3, SampleEvents.BUCKET, key, content));
        }
        Map<String, String> config = table.config();
        config.putAll(S3rver.functionConfig());
        return config;
    }

    @Override
    public void stop() {
        if (table != null) {
            table.drop();
        }
    }
}
