package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.IngestReport;
import dev.lazygraph.core.events.RecordResult;
import dev.lazygraph.core.reconcile.ReconcileReport;
import dev.lazygraph.s3.events.S3Notification;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The event and report types Jackson reads and writes in the native executable. They live in the plain core
 * and the S3 edge, which carry no Quarkus annotation, so they are registered here.
 */
@RegisterForReflection(targets = {
        S3Notification.class, S3Notification.S3Record.class, S3Notification.S3Entity.class,
        S3Notification.S3Bucket.class, S3Notification.S3Object.class,
        IngestReport.class, RecordResult.class, RecordResult.Status.class, ReconcileReport.class})
final class EventTypesForReflection {
    private EventTypesForReflection() {
    }
}
