package dev.lazygraph.embedded;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The form the embedded store kept its records in before {@link BinaryForm}: JSON by Jackson's record binding.
 * Rows written then are still read through here, as they were: fields a record has gained since read as absent
 * (null, 0, false), fields it no longer has are ignored.
 */
final class RecordCodec {
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private RecordCodec() {
    }

    static <T> T decode(byte[] body, Class<T> type) {
        try {
            return JSON.readValue(body, type);
        } catch (IOException e) {
            throw new UncheckedIOException("a stored " + type.getSimpleName() + " cannot be read back", e);
        }
    }
}
