package dev.lazygraph.core.events;

import java.util.List;

/** The result of one invocation: one entry per record, in the event's order. */
public record IngestReport(List<RecordResult> records) {

    public IngestReport {
        records = List.copyOf(records);
    }

    public List<RecordResult> failures() {
        return records.stream().filter(RecordResult::retryable).toList();
    }
}
