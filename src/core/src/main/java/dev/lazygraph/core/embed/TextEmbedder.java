package dev.lazygraph.core.embed;

import java.util.List;

/**
 * Maps texts to vectors whose dot product says how close their meanings are (unit length), so that a question
 * finds the passage that says what it asks in other words ("how much memory for the shared buffer cache" →
 * {@code shared_buffers}). In process, no LLM: ingest stays free of LLM calls.
 */
public interface TextEmbedder {
    /** Names the model and its version: vectors of different models are never compared. */
    String model();

    /** One unit-length vector per text, in order. */
    List<float[]> embed(List<String> texts);
}
