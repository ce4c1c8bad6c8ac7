package dev.lazygraph.functions.ingest;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import jakarta.inject.Inject;

/**
 * The ingest Lambda: S3 event notifications for the documents bucket. When any record failed for a
 * transient reason the invocation fails after all records were tried, so Lambda's retry redoes only what
 * failed (the rest is skipped as duplicate by the ledger).
 */
public class S3IngestHandler implements RequestHandler<S3Notification, IngestReport> {

    @Inject
    ObjectEventProcessor processor;

    @Override
    public IngestReport handleRequest(S3Notification event, Context context) {
        IngestReport report = processor.process(event.records());
        if (!report.failures().isEmpty()) {
            throw new RetryableIngestException(report);
        }
        return report;
    }
}
