package dev.lazygraph.core.query.passage;

import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.embed.Int8Vector;
import dev.lazygraph.core.passage.Passage;
import java.util.Optional;

/** The question's vector and the passage vectors of the caller's view it is compared with. */
public record QuestionVector(float[] vector, DenseIndex index) {
    /** How close a passage is to the question, when its vector was stored. */
    public Optional<Double> similarity(Passage passage) {
        return index.vectorOf(passage.chunk().id(), passage.start()).map((Int8Vector v) -> v.dot(vector));
    }
}
