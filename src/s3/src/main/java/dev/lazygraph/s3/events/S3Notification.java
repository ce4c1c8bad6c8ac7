package dev.lazygraph.s3.events;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.lazygraph.core.events.EventRecord;
import dev.lazygraph.core.events.ObjectEvent;
import java.util.List;

/**
 * An S3 event notification as S3 delivers it to Lambda, with the fields ingest uses (Jackson ignores the
 * rest). Read by quarkus-amazon-lambda's Jackson mapper into these records rather than into
 * aws-lambda-java-events' {@code S3Event}: Quarkus reads that one field by field with {@code asText()}, which
 * turns {@code "key": null} into the key "null" and a missing size into 0, so a malformed record would name an
 * object that was never uploaded. Here a JSON null stays {@code null} and {@link ObjectEvent} refuses it. The
 * core reads the records as {@link EventRecord}s: S3's JSON shape stays at this edge.
 *
 * @param records {@code Records}, in the order S3 sent them
 */
public record S3Notification(@JsonProperty("Records") List<S3Record> records) {

    /** The records as the core reads them, in order; none when the notification has no {@code Records}. */
    public List<EventRecord> eventRecords() {
        return records == null ? List.of() : records.stream().map(S3Record::eventRecord).toList();
    }

    /** One {@code Records} entry: {@code eventName} such as {@code ObjectCreated:Put}, and what it is about. */
    public record S3Record(String eventName, S3Entity s3) {

        /** A record without its bucket or object has neither bucket nor key: the core refuses it as such. */
        public EventRecord eventRecord() {
            S3Bucket bucket = s3 == null ? null : s3.bucket();
            S3Object object = s3 == null ? null : s3.object();
            if (bucket == null || object == null) {
                return new EventRecord(eventName, null, object == null ? null : object.key(), null, null, null, null);
            }
            return new EventRecord(eventName, bucket.name(), object.key(), object.size(), object.eTag(),
                    object.versionId(), object.sequencer());
        }
    }

    public record S3Entity(S3Bucket bucket, S3Object object) {
    }

    public record S3Bucket(String name) {
    }

    /**
     * @param key       form-URL-encoded, as S3 sends it
     * @param size      bytes (created events)
     * @param versionId in a versioned bucket
     * @param sequencer orders the events of one key
     */
    public record S3Object(String key, Long size, @JsonProperty("eTag") String eTag, String versionId,
                           String sequencer) {
    }
}
