package dev.lazygraph.embedded;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;

/** A record as rows written before {@link BinaryForm} held it: JSON by Jackson's record binding. */
final class JsonBodies {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonBodies() {
    }

    static byte[] of(Object record) {
        try {
            return JSON.writeValueAsBytes(record);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
