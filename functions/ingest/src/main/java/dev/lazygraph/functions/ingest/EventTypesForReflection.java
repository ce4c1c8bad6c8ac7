package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.IngestReport;
import dev.lazygraph.core.events.RecordResult;
import dev.lazygraph.core.events.S3Notification;
import dev.lazygraph.core.reconcile.ReconcileReport;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The event and report types Jackson reads and writes in the native executable. They live in the plain core,
 * which cannot carry Quarkus' annotation, so they are registered here.
 */
@RegisterForReflection(targets = {
        S3Notification.class, S3Notification.S3Record.class, S3Notification.S3Entity.class,
        S3Notification.S3Bucket.class, S3Notification.S3Object.class,
        IngestReport.class, RecordResult.class, RecordResult.Status.class, ReconcileReport.class})
final class EventTypesForReflection {
    private EventTypesForReflection() {
    }
}
