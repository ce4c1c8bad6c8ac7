package dev.lazygraph.functions.ingest;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import dev.lazygraph.core.reconcile.Difference;
import dev.lazygraph.core.reconcile.Fix;
import dev.lazygraph.core.reconcile.ReconcileCursor;
import dev.lazygraph.core.reconcile.ReconcileListener;
import dev.lazygraph.core.reconcile.ReconcileReport;
import dev.lazygraph.core.reconcile.ReconcileRun;
import dev.lazygraph.core.reconcile.Reconciler;
import dev.lazygraph.service.config.LazygraphConfig;
import dev.lazygraph.service.logging.OperationLog;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Map;

/**
 * The scheduled reconciler, in the ingest build (the same code reads the bucket and writes the graph),
 * selected with {@code QUARKUS_LAMBDA_HANDLER=reconcile}. Each run goes on where the previous one stopped
 * and stops itself a minute before the function's timeout, saving where the next run resumes. A run in
 * which a key could not be fixed fails, so the function's error alarm fires.
 */
@Named(ReconcileHandler.NAME)
public class ReconcileHandler implements RequestHandler<Map<String, Object>, ReconcileReport> {
    public static final String NAME = "reconcile";
    /** Time left for the key in progress and saving the cursor when the run stops itself. */
    static final long STOP_BEFORE_TIMEOUT_MILLIS = 60_000;

    @Inject
    Reconciler reconciler;

    @Inject
    ReconcileCursor cursor;

    @Inject
    LazygraphConfig config;

    @Inject
    OperationLog operations;

    @Override
    public ReconcileReport handleRequest(Map<String, Object> scheduledEvent, Context context) {
        String bucket = config.bucket().orElseThrow(() -> new IllegalStateException(
                "LAZYGRAPH_BUCKET names no bucket to reconcile with"));
        long start = System.nanoTime();
        ReconcileRun run = new ReconcileRun(bucket, List.of(), cursor.load(bucket).orElse(null), false, 0,
                () -> context.getRemainingTimeInMillis() < STOP_BEFORE_TIMEOUT_MILLIS);
        ReconcileReport report = reconciler.run(run, new ReconcileListener() {
            @Override
            public void found(Difference difference) {
                // Logged with what was done about it.
            }

            @Override
            public void fixed(Fix fix) {
                operations.reconciled(context.getAwsRequestId(), fix);
            }
        });
        if (report.complete() || report.resumeAfter().isEmpty()) {
            cursor.clear(bucket);
        } else {
            cursor.save(bucket, report.resumeAfter());
        }
        operations.reconciled(context.getAwsRequestId(), report, System.nanoTime() - start);
        long failed = report.fixes(Fix.Outcome.FAILED);
        if (failed > 0) {
            throw new IllegalStateException(failed + " of " + report.differences()
                    + " differences could not be fixed (see the reconcile-key lines); the next run retries them");
        }
        return report;
    }
}
