package dev.lazygraph.embedded;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The one form in which the embedded store keeps records (documents, chunks, summaries, verdicts): JSON by
 * Jackson's record binding. A field added to a core record is stored and read back with no change here and
 * no new column; rows written before it read it as absent (null, 0, false), and fields this version does not
 * know (written by a newer one) are ignored.
 */
final class RecordCodec {
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private RecordCodec() {
    }

    static byte[] encode(Object record) {
        try {
            return JSON.writeValueAsBytes(record);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode " + record.getClass().getSimpleName(), e);
        }
    }

    static <T> T decode(byte[] body, Class<T> type) {
        try {
            return JSON.readValue(body, type);
        } catch (IOException e) {
            throw new UncheckedIOException("a stored " + type.getSimpleName() + " cannot be read back", e);
        }
    }
}
