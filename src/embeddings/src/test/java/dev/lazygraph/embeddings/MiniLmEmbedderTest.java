package dev.lazygraph.embeddings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.embed.Int8Vector;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The in-process model finds the paraphrase, and its quantized vectors rank as the float ones do. */
class MiniLmEmbedderTest {
    private final MiniLmEmbedder embedder = new MiniLmEmbedder();

    @Test
    void aParaphraseIsCloserThanAnUnrelatedSentence() {
        List<float[]> v = embedder.embed(List.of("How much memory does the shared buffer cache use?",
                "The buffer pool that all sessions share takes 128 megabytes of RAM by default.",
                "The lighthouse keeper paints the tower white every spring."));
        assertEquals(384, v.get(0).length);
        double close = Int8Vector.of(v.get(1)).dot(v.get(0));
        double far = Int8Vector.of(v.get(2)).dot(v.get(0));
        assertTrue(close > far + 0.2, close + " vs " + far);
        assertEquals(1.0, Int8Vector.of(v.get(0)).dot(v.get(0)), 0.02, "unit length, quantized within 2%");
    }
}
