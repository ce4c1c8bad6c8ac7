package dev.lazygraph.functions.ingest;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import dev.lazygraph.core.events.IngestReport;
import dev.lazygraph.core.events.ObjectEventProcessor;
import dev.lazygraph.s3.events.S3Notification;
import dev.lazygraph.service.logging.OperationLog;
import jakarta.inject.Inject;
import jakarta.inject.Named;

/**
 * The ingest Lambda: S3 event notifications for the documents bucket. When any record failed for a
 * transient reason the invocation fails after all records were tried, so Lambda's retry redoes only what
 * failed (the rest is skipped as duplicate by the ledger). Each record is logged as one JSON line.
 */
@Named(S3IngestHandler.NAME)
public class S3IngestHandler implements RequestHandler<S3Notification, IngestReport> {
    /** The value of {@code QUARKUS_LAMBDA_HANDLER} (and the build's default) that selects this handler. */
    public static final String NAME = "ingest";

    @Inject
    ObjectEventProcessor processor;

    @Inject
    OperationLog operations;

    @Override
    public IngestReport handleRequest(S3Notification event, Context context) {
        IngestReport report = processor.process(event.eventRecords(),
                (result, elapsedNanos) -> operations.ingest(context.getAwsRequestId(), result, elapsedNanos));
        if (!report.failures().isEmpty()) {
            throw new RetryableIngestException(report);
        }
        return report;
    }
}
