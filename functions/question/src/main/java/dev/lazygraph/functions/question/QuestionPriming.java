package dev.lazygraph.functions.question;

import dev.lazygraph.api.query.QuestionWarmUp;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.service.config.LazygraphConfig;
import dev.lazygraph.service.snapstart.SnapStartPriming;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Map;
import org.jboss.logging.Logger;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Readies the question function at init (Lambda's init phase, which SnapStart snapshots): the query service is
 * built, a question read (which loads the OpenNLP models) and the DynamoDB client makes one real call, a GetItem of
 * a key no item has, so that its HTTP client, credentials, signer and response parsing are loaded and the first
 * question pays none of it. Before a SnapStart snapshot the question path is run again and again over a page held
 * in memory ({@link QuestionWarmUp}). Nothing is stored. The LLM client is not built here: it is built by the
 * first question that calls it.
 */
@Startup
@Singleton
class QuestionPriming extends SnapStartPriming {
    private static final int WARM_UP_ROUNDS = 20;
    /** A key no item has: every partition key of the store holds a '#' (src/aws/TABLE.md). */
    static final Map<String, AttributeValue> ABSENT_KEY = Map.of(
            TableSchema.PARTITION_KEY, AttributeValue.fromS("priming"),
            TableSchema.SORT_KEY, AttributeValue.fromS("priming"));
    private static final Logger LOG = Logger.getLogger(QuestionPriming.class);

    private final QuestionWarmUp questionPath;

    /** @param queries the function's own service, asked for so that it is built at init, not at the first request */
    @Inject
    QuestionPriming(QueryService queries, QuestionWarmUp questionPath, DynamoDbClient dynamoDb,
                    LazygraphConfig config) {
        this.questionPath = questionPath;
        questionPath.loadModels();
        try {
            dynamoDb.getItem(get -> get.tableName(config.table()).key(ABSENT_KEY));
        } catch (SdkException e) {
            // The first question will meet the same failure and report it; the function still starts.
            LOG.warnf("priming the DynamoDB client failed (%s)", e.toString());
        }
    }

    /** Answers the question over the page in memory, many times; a failure is logged, never thrown. */
    @Override
    protected void warmUp() {
        try {
            questionPath.run(WARM_UP_ROUNDS);
        } catch (RuntimeException e) {
            LOG.warnf("the SnapStart warm-up failed (%s); the function starts without it", e.toString());
        }
    }
}
