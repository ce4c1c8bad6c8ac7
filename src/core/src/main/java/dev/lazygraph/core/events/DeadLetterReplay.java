package dev.lazygraph.core.events;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.lazygraph.core.events.DeadLetters.DeadLetter;
import dev.lazygraph.core.events.ObjectEventProcessor.RecordListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lists and replays the ingest function's dead letters. A replayed message goes through the same
 * {@link ObjectEventProcessor} as a live event, so its sequencers are compared with the ledger like any
 * other (an event superseded meanwhile is skipped, not applied over the newer one), and it is deleted only when
 * none of its records failed; otherwise it is made visible again for a later replay.
 */
public final class DeadLetterReplay {
    /** Messages received per request (SQS returns at most 10). */
    static final int BATCH = 10;
    private static final ObjectMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    private final DeadLetters queue;

    public DeadLetterReplay(DeadLetters queue) {
        this.queue = queue;
    }

    /**
     * What one dead letter holds.
     *
     * @param event  the S3 event, or empty when the body is not one (then {@code error} says why)
     * @param error  why the invocation failed, as Lambda recorded it, or why the body cannot be read
     */
    public record Letter(DeadLetter message, Optional<S3Notification> event, String error) {
    }

    /** What replaying one message did. */
    public record Replayed(Letter letter, IngestReport report, boolean deleted) {
    }

    /** Reads up to {@code max} messages and leaves them all in the queue, visible again. */
    public List<Letter> list(int max) {
        List<DeadLetter> received = receive(max);
        queue.release(received);
        return received.stream().map(DeadLetterReplay::read).toList();
    }

    /** Replays up to {@code max} messages, each deleted only when its every record was applied. */
    public List<Replayed> replay(int max, ObjectEventProcessor processor, RecordListener listener) {
        List<DeadLetter> received = receive(max);
        List<Replayed> replayed = new ArrayList<>();
        List<DeadLetter> kept = new ArrayList<>();
        for (DeadLetter message : received) {
            Letter letter = read(message);
            if (letter.event().isEmpty()) {
                kept.add(message);
                replayed.add(new Replayed(letter, new IngestReport(List.of()), false));
                continue;
            }
            IngestReport report = processor.process(letter.event().get().records(), listener);
            boolean applied = report.failures().isEmpty();
            if (applied) {
                queue.delete(message);
            } else {
                kept.add(message);
            }
            replayed.add(new Replayed(letter, report, applied));
        }
        queue.release(kept);
        return replayed;
    }

    private List<DeadLetter> receive(int max) {
        List<DeadLetter> received = new ArrayList<>();
        while (received.size() < max) {
            List<DeadLetter> batch = queue.receive(Math.min(BATCH, max - received.size()));
            if (batch.isEmpty()) {
                break;
            }
            received.addAll(batch);
        }
        return received;
    }

    /**
     * An on-failure destination's message is an invocation record whose {@code requestPayload} is the event;
     * a dead-letter queue configured on the function itself receives the event as it was.
     */
    static Letter read(DeadLetter message) {
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
            return new Letter(message, Optional.of(JSON.treeToValue(event, S3Notification.class)), error);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new Letter(message, Optional.empty(), "not an S3 event notification: " + e.getMessage());
        }
    }
}
