package dev.lazygraph.service.logging;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.events.RecordResult;
import dev.lazygraph.core.reconcile.Fix;
import dev.lazygraph.core.reconcile.ReconcileReport;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.Normalizer;
import java.util.HexFormat;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * One JSON line per ingest record and per query on the logger {@value #CATEGORY}, for people to search
 * (CloudWatch Logs Insights: {@code filter operation = "query" and outcome != "ok"}) and, being CloudWatch's
 * embedded metric format, for the dashboard's latency and token metrics without a metric filter.
 *
 * <p>A line holds identifiers and figures only: the request id, the collection, the object key or a hash of
 * the question, the outcome, the latency and the LLM tokens; never document text, the question itself or a
 * credential. The functions print this logger's lines bare (their application.properties); the CLI and
 * {@code serve} log at WARN, so these INFO lines do not show there unless asked for.
 */
@ApplicationScoped
public class OperationLog {
    public static final String CATEGORY = "lazygraph.operations";
    /** The CloudWatch namespace of the metrics the lines carry. */
    public static final String NAMESPACE = "lazygraph";
    public static final String FUNCTION_DIMENSION = "function";
    public static final String LATENCY_METRIC = "latencyMs";
    public static final String TOKENS_METRIC = "llmTokens";
    /** Differences a reconcile run found between the bucket and the index: events that were lost. */
    public static final String DIFFERENCES_METRIC = "differences";

    private static final Logger LOG = Logger.getLogger(CATEGORY);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The function the line comes from: the metrics' dimension. */
    private final String function;

    public OperationLog() {
        this(System.getenv().getOrDefault("AWS_LAMBDA_FUNCTION_NAME", "local"));
    }

    OperationLog(String function) {
        this.function = function;
    }

    /** One record of an S3 event (or of a replayed dead letter). */
    public void ingest(String requestId, RecordResult result, long elapsedNanos) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        ObjectNode line = measured(line("ingest", requestId, result.collection()), elapsedNanos, null);
        line.put("key", result.key());
        line.put("event", result.eventName());
        line.put("outcome", result.status().name());
        line.put("revision", result.revision());
        line.put("detail", result.detail());
        LOG.info(line.toString());
    }

    /**
     * One question.
     *
     * @param outcome {@code ok}, or the exception that answered it instead
     */
    public void query(String requestId, String collection, String question, String outcome, int inputTokens,
                      int outputTokens, long elapsedNanos) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        ObjectNode line = measured(line("query", requestId, collection), elapsedNanos, TOKENS_METRIC);
        line.put("questionHash", questionHash(question));
        line.put("outcome", outcome);
        line.put("tokensIn", inputTokens);
        line.put("tokensOut", outputTokens);
        line.put(TOKENS_METRIC, inputTokens + outputTokens);
        LOG.info(line.toString());
    }

    /** What the reconciler did about one difference. */
    public void reconciled(String requestId, Fix fix) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        ObjectNode line = line("reconcile-key", requestId, fix.difference().id().collection());
        line.put("key", fix.difference().id().key());
        line.put("difference", fix.difference().kind().name());
        line.put("indexRevision", fix.difference().indexRevision());
        line.put("bucketRevision", fix.difference().bucketRevision());
        line.put("outcome", fix.outcome().name());
        line.put("status", fix.status() == null ? null : fix.status().name());
        line.put("detail", fix.detail());
        LOG.info(line.toString());
    }

    /** The end of a reconcile run: what it compared and found, with the differences as a metric. */
    public void reconciled(String requestId, ReconcileReport report, long elapsedNanos) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        ObjectNode line = measured(line("reconcile", requestId, null), elapsedNanos, DIFFERENCES_METRIC);
        line.put("keys", report.keys());
        line.put("refused", report.refused());
        line.put("ignored", report.ignored());
        line.put(DIFFERENCES_METRIC, report.differences());
        report.found().forEach((kind, count) -> line.put(kind.name().toLowerCase(Locale.ROOT), count));
        report.fixes().forEach((outcome, count) -> line.put(outcome.name().toLowerCase(Locale.ROOT), count));
        line.put("complete", report.complete());
        line.put("resumeAfter", report.resumeAfter());
        LOG.info(line.toString());
    }

    private ObjectNode line(String operation, String requestId, String collection) {
        ObjectNode line = JSON.createObjectNode();
        line.put(FUNCTION_DIMENSION, function);
        line.put("operation", operation);
        line.put("requestId", requestId);
        line.put("collection", collection);
        return line;
    }

    /**
     * Adds the latency and, as CloudWatch's embedded metric format, the directive that makes it (and
     * {@code countMetric}, when given) a metric of the function.
     */
    private static ObjectNode measured(ObjectNode line, long elapsedNanos, String countMetric) {
        ObjectNode metadata = line.putObject("_aws");
        metadata.put("Timestamp", System.currentTimeMillis());
        ObjectNode directive = metadata.putArray("CloudWatchMetrics").addObject();
        directive.put("Namespace", NAMESPACE);
        directive.putArray("Dimensions").addArray().add(FUNCTION_DIMENSION);
        ArrayNode metrics = directive.putArray("Metrics");
        metrics.addObject().put("Name", LATENCY_METRIC).put("Unit", "Milliseconds");
        if (countMetric != null) {
            metrics.addObject().put("Name", countMetric).put("Unit", "Count");
        }
        line.put(LATENCY_METRIC, TimeUnit.NANOSECONDS.toMillis(elapsedNanos));
        return line;
    }

    /**
     * The first 16 hex digits of the SHA-256 of the question as the caches see it (NFKC, lower case, spaces
     * collapsed): the same question gets the same hash, and the text cannot be read back from it.
     */
    static String questionHash(String question) {
        if (question == null) {
            return null;
        }
        String normalized = Normalizer.normalize(question, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .strip().replaceAll("\\s+", " ");
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(normalized.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
