package dev.lazygraph.s3.events;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.lazygraph.core.events.DeadLetterReplay;
import dev.lazygraph.core.events.DeadLetterReplay.Letter;
import dev.lazygraph.core.events.DeadLetters.DeadLetter;
import java.util.Optional;

/**
 * Reads the ingest function's dead letters: an on-failure destination's message is an invocation record
 * whose {@code requestPayload} is the S3 event; a dead-letter queue configured on the function itself
 * receives the event as it was.
 */
public final class S3DeadLetterReader implements DeadLetterReplay.Reader {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    @Override
    public Letter read(DeadLetter message) {
        JsonNode body;
        try {
            body = JSON.readTree(message.body());
        } catch (JsonProcessingException e) {
            return new Letter(message, Optional.empty(), "not JSON: " + e.getOriginalMessage());
        }
        JsonNode event = body.has("requestPayload") ? body.get("requestPayload") : body;
        if (event == null || !event.has("Records")) {
            return new Letter(message, Optional.empty(), "not an S3 event notification (no Records)");
        }
        String error = body.path("responsePayload").path("errorMessage").asText(
                body.path("requestContext").path("condition").asText(""));
        try {
            return new Letter(message, Optional.of(JSON.treeToValue(event, S3Notification.class).eventRecords()),
                    error);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new Letter(message, Optional.empty(), "not an S3 event notification: " + e.getMessage());
        }
    }
}
