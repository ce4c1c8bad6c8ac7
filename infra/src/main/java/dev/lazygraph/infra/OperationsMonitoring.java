package dev.lazygraph.infra;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.apigatewayv2.IHttpApi;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.cloudwatch.ComparisonOperator;
import software.amazon.awscdk.services.cloudwatch.Dashboard;
import software.amazon.awscdk.services.cloudwatch.GraphWidget;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.IWidget;
import software.amazon.awscdk.services.cloudwatch.MathExpression;
import software.amazon.awscdk.services.cloudwatch.Metric;
import software.amazon.awscdk.services.cloudwatch.MetricOptions;
import software.amazon.awscdk.services.cloudwatch.TreatMissingData;
import software.amazon.awscdk.services.cloudwatch.actions.SnsAction;
import software.amazon.awscdk.services.dynamodb.Operation;
import software.amazon.awscdk.services.dynamodb.OperationsMetricOptions;
import software.amazon.awscdk.services.dynamodb.Table;
import software.amazon.awscdk.services.iam.ServicePrincipal;
import software.amazon.awscdk.services.kms.Key;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.sns.Topic;
import software.amazon.awscdk.services.sns.subscriptions.EmailSubscription;
import software.amazon.awscdk.services.sqs.Queue;
import software.constructs.Construct;

/**
 * Who is told when ingest stops keeping up, and where to look: the alarms (dead letters waiting, function
 * errors and throttles, the API's 5xx rate, DynamoDB throttling, and the reconciler's errors and the drift it
 * found) notify one encrypted SNS topic, and a dashboard shows the same signals with query latency and LLM
 * tokens per query, which the functions' JSON lines carry as embedded metrics.
 */
final class OperationsMonitoring extends Construct {
    /** The functions' embedded metrics (lazygraph-service OperationLog: namespace, dimension, metric names). */
    static final String METRIC_NAMESPACE = "lazygraph";
    static final String FUNCTION_DIMENSION = "function";
    static final String LATENCY_METRIC = "latencyMs";
    static final String TOKENS_METRIC = "llmTokens";
    static final String DIFFERENCES_METRIC = "differences";
    /** Share of API requests answered 5xx (percent, over five minutes) that raises the alarm. */
    static final double API_5XX_PERCENT = 5;
    static final Duration PERIOD = Duration.minutes(5);

    /** What is watched: the stack's functions, queue, API and table. */
    record Watched(Function ingest, Function query, Function question, Optional<Function> reconcile,
                   Queue deadLetters, IHttpApi api, Table table) {
    }

    private final Topic topic;
    private final List<Alarm> alarms = new ArrayList<>();

    OperationsMonitoring(Construct scope, String id, Watched watched, Optional<String> alarmEmail) {
        super(scope, id);
        topic = alarmTopic();
        alarmEmail.ifPresent(email -> topic.addSubscription(new EmailSubscription(email)));

        IMetric deadLetters = watched.deadLetters().metricApproximateNumberOfMessagesVisible(
                MetricOptions.builder().period(PERIOD).statistic("Maximum").build());
        alarm("DeadLettersWaiting", deadLetters, 0, "S3 events the ingest function failed to apply after its"
                + " retries wait in the dead-letter queue: their documents are missing or stale. Read them with"
                + " `lazygraph dead-letters list`, fix the cause, then `lazygraph dead-letters replay`.");
        IMetric ingestErrors = watched.ingest().metricErrors(sum());
        IMetric ingestThrottles = watched.ingest().metricThrottles(sum());
        IMetric queryErrors = watched.query().metricErrors(sum());
        IMetric queryThrottles = watched.query().metricThrottles(sum());
        IMetric questionErrors = watched.question().metricErrors(sum());
        IMetric questionThrottles = watched.question().metricThrottles(sum());
        alarm("IngestErrors", ingestErrors, 0, "Ingest invocations failed (S3 or DynamoDB errors, a fault in the"
                + " parser); Lambda retries them twice, then they go to the dead-letter queue. Search the ingest log"
                + " group for operation=\"ingest\" and outcome=\"FAILED\".");
        alarm("IngestThrottled", ingestThrottles, 0, "Ingest invocations were throttled by Lambda's concurrency"
                + " limit; S3 events are retried for up to 6 hours, then dropped to the dead-letter queue.");
        alarm("QueryErrors", queryErrors, 0, "The query (api) function failed invocations (not problem+json"
                + " answers): search the query log group for the request id of the API access log.");
        alarm("QueryThrottled", queryThrottles, 0, "Requests to the query (api) function were throttled by Lambda's"
                + " concurrency limit: callers got 503s. Raise the account's concurrency or lower the API's rate limit.");
        alarm("QuestionErrors", questionErrors, 0, "The question function (POST /query, /search) failed invocations"
                + " (not problem+json answers): search the question log group for the request id of the API access log.");
        alarm("QuestionThrottled", questionThrottles, 0, "Questions were throttled by Lambda's concurrency limit:"
                + " callers got 503s. Raise the account's concurrency or lower the API's rate limit.");
        IMetric api5xxRate = MathExpression.Builder.create()
                .expression("100 * errors / MAX([requests, 1])")
                .usingMetrics(Map.of("errors", watched.api().metricServerError(sum()),
                        "requests", watched.api().metricCount(sum())))
                .label("API 5xx (%)").period(PERIOD).build();
        alarm("Api5xxRate", api5xxRate, API_5XX_PERCENT, "More than " + (int) API_5XX_PERCENT + " % of API requests"
                + " were answered 5xx in five minutes (function errors, timeouts after 29 s, or sources that kept"
                + " changing). Search the API access log for status 5xx and the query log for its requestId.");
        IMetric dynamoThrottles = watched.table().metricThrottledRequestsForOperations(
                OperationsMetricOptions.builder().period(PERIOD).operations(List.of(Operation.GET_ITEM,
                        Operation.BATCH_GET_ITEM, Operation.QUERY, Operation.PUT_ITEM, Operation.UPDATE_ITEM,
                        Operation.DELETE_ITEM, Operation.BATCH_WRITE_ITEM)).build());
        alarm("DynamoDbThrottled", dynamoThrottles, 0, "DynamoDB throttled requests of the graph table (a hot"
                + " partition, or the account's on-demand limits): writes retry and then fail the event, queries"
                + " answer 5xx. See the table's CloudWatch contributor insights.");

        List<IWidget> widgets = new ArrayList<>(List.of(
                graph("Dead letters waiting", deadLetters),
                graph("Ingest errors and throttles", ingestErrors, ingestThrottles),
                graph("Query (api) errors and throttles", queryErrors, queryThrottles),
                graph("Question errors and throttles", questionErrors, questionThrottles),
                graph("API 5xx rate (%)", api5xxRate),
                graph("DynamoDB throttled requests", dynamoThrottles),
                graph("Question latency (ms)", embedded(watched.question(), LATENCY_METRIC, "p50"),
                        embedded(watched.question(), LATENCY_METRIC, "p95")),
                graph("LLM tokens per question", embedded(watched.question(), TOKENS_METRIC, "Average"),
                        embedded(watched.question(), TOKENS_METRIC, "Maximum")),
                graph("Ingest latency per record (ms)", embedded(watched.ingest(), LATENCY_METRIC, "p50"),
                        embedded(watched.ingest(), LATENCY_METRIC, "p95"))));
        watched.reconcile().ifPresent(reconcile -> {
            IMetric reconcileErrors = reconcile.metricErrors(sum());
            IMetric drift = embedded(reconcile, DIFFERENCES_METRIC, "Sum");
            alarm("ReconcileErrors", reconcileErrors, 0, "A reconcile run could not fix some differences (see its"
                    + " reconcile-key lines with outcome FAILED); the next run retries them.");
            alarm("ReconcileFoundDrift", drift, 0, "The reconciler found documents that did not match the bucket:"
                    + " events were lost (or a table was restored). It fixed them; look for why events did not arrive.");
            widgets.add(graph("Reconcile: differences found", drift, reconcileErrors));
        });
        Dashboard.Builder.create(this, "Dashboard").widgets(List.of(widgets)).build();
    }

    Topic topic() {
        return topic;
    }

    List<Alarm> alarms() {
        return List.copyOf(alarms);
    }

    /**
     * Encrypted with a key of its own: CloudWatch cannot publish to a topic under the AWS-managed SNS key, so
     * the key's policy lets CloudWatch use it.
     */
    private Topic alarmTopic() {
        Key key = Key.Builder.create(this, "AlarmTopicKey")
                .description("lazygraph alarm topic encryption")
                .enableKeyRotation(true)
                .build();
        key.grant(new ServicePrincipal("cloudwatch.amazonaws.com"), "kms:Decrypt", "kms:GenerateDataKey");
        return Topic.Builder.create(this, "AlarmTopic")
                .displayName("lazygraph alarms")
                .masterKey(key)
                .enforceSsl(true)
                .build();
    }

    private void alarm(String id, IMetric metric, double threshold, String meaning) {
        Alarm alarm = Alarm.Builder.create(this, id)
                .metric(metric)
                .threshold(threshold)
                .comparisonOperator(ComparisonOperator.GREATER_THAN_THRESHOLD)
                .evaluationPeriods(1)
                .treatMissingData(TreatMissingData.NOT_BREACHING)
                .alarmDescription(meaning)
                .build();
        alarm.addAlarmAction(new SnsAction(topic));
        alarms.add(alarm);
    }

    private static MetricOptions sum() {
        return MetricOptions.builder().period(PERIOD).statistic("Sum").build();
    }

    /** A metric of the JSON lines {@code function} writes. */
    private static Metric embedded(Function function, String name, String statistic) {
        return Metric.Builder.create()
                .namespace(METRIC_NAMESPACE)
                .metricName(name)
                .dimensionsMap(Map.of(FUNCTION_DIMENSION, function.getFunctionName()))
                .statistic(statistic)
                .period(PERIOD)
                .build();
    }

    private static GraphWidget graph(String title, IMetric... metrics) {
        return GraphWidget.Builder.create().title(title).left(List.of(metrics)).width(8).build();
    }
}
