package dev.lazygraph.functions.ingest;

import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/** The result of one invocation: one entry per record, in the event's order. */
@RegisterForReflection
public record IngestReport(List<RecordResult> records) {

    public IngestReport {
        records = List.copyOf(records);
    }

    public List<RecordResult> failures() {
        return records.stream().filter(RecordResult::retryable).toList();
    }
}
