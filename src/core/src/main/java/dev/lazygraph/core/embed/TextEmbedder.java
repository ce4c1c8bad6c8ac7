package dev.lazygraph.core.embed;

import dev.lazygraph.core.nlp.Lexicon;
import java.util.List;
import java.util.Optional;

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

    /**
     * The words the model's tokenizer keeps whole, when it has such a vocabulary: the common words of the corpus
     * it learnt from. None by default.
     */
    default Optional<Lexicon> lexicon() {
        return Optional.empty();
    }
}
