package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.IngestReport;
import java.util.stream.Collectors;

/** Fails an invocation in which some records could not be applied, so that Lambda retries the event. */
public class RetryableIngestException extends RuntimeException {

    public RetryableIngestException(IngestReport report) {
        super(report.failures().size() + " of " + report.records().size() + " records failed and will be retried: "
                + report.failures().stream()
                        .map(failure -> failure.key() + " (" + failure.detail() + ")")
                        .collect(Collectors.joining("; ")));
    }
}
