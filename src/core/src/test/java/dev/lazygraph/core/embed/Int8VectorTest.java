package dev.lazygraph.core.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What the stores keep of a passage vector, one signed byte per dimension and one scale, ranks passages as the
 * float vector would: the dot product with a question moves by far less than the gaps a ranking turns on.
 * Vectors are random unit vectors of the embedder's 384 dimensions, the passages built as near neighbours of the
 * question at graded distances, so that their similarities lie close together as a real ranking's do.
 */
class Int8VectorTest {
    private static final int DIMENSIONS = 384;

    private static float[] unit(float[] v) {
        double norm = Math.sqrt(IntStream.range(0, v.length).mapToDouble(i -> v[i] * (double) v[i]).sum());
        for (int i = 0; i < v.length; i++) {
            v[i] /= (float) norm;
        }
        return v;
    }

    private static float[] random(Random random) {
        float[] v = new float[DIMENSIONS];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) random.nextGaussian();
        }
        return unit(v);
    }

    /** {@code question} moved toward a random direction by {@code noise}: similarity falls as noise grows. */
    private static float[] near(float[] question, double noise, Random random) {
        float[] other = random(random);
        float[] v = new float[DIMENSIONS];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) (question[i] + noise * other[i]);
        }
        return unit(v);
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * (double) b[i];
        }
        return sum;
    }

    @Test
    void theDotProductMovesByLessThanTwoThousandths() {
        Random random = new Random(7);
        double worst = 0;
        for (int n = 0; n < 2000; n++) {
            float[] question = random(random);
            float[] passage = n % 2 == 0 ? random(random) : near(question, 0.5 + random.nextDouble() * 2, random);
            worst = Math.max(worst, Math.abs(Int8Vector.of(passage).dot(question) - dot(passage, question)));
        }
        assertTrue(worst < 0.002, "largest error of the quantized dot product: " + worst);
    }

    @Test
    void theRankingOfCloselySpacedPassagesKeepsItsOrder() {
        Random random = new Random(11);
        float[] question = random(random);
        List<float[]> passages = new ArrayList<>();
        for (int n = 0; n < 1000; n++) {
            passages.add(near(question, 1.0 + n * 0.004, random));
        }
        List<Integer> exact = IntStream.range(0, passages.size()).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -dot(passages.get(i), question))).toList();
        List<Int8Vector> stored = passages.stream().map(Int8Vector::of).toList();
        List<Integer> quantized = IntStream.range(0, passages.size()).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -stored.get(i).dot(question))).toList();

        assertEquals(exact.get(0), quantized.get(0), "the closest passage stays first");
        Set<Integer> top = new HashSet<>(exact.subList(0, 20));
        long kept = quantized.subList(0, 20).stream().filter(top::contains).count();
        assertTrue(kept >= 19, "of the 20 closest passages " + kept + " stay in the top 20");
        int[] place = new int[passages.size()];
        for (int rank = 0; rank < quantized.size(); rank++) {
            place[quantized.get(rank)] = rank;
        }
        double widestSwap = 0;
        for (int a = 0; a < exact.size(); a++) {
            for (int b = a + 1; b < exact.size(); b++) {
                if (place[exact.get(a)] > place[exact.get(b)]) {
                    widestSwap = Math.max(widestSwap, dot(passages.get(exact.get(a)), question)
                            - dot(passages.get(exact.get(b)), question));
                }
            }
        }
        assertTrue(widestSwap < 0.002, "only passages closer than 0.002 in similarity swap places: " + widestSwap);
    }

    @Test
    void aZeroVectorStaysZero() {
        Int8Vector zero = Int8Vector.of(new float[DIMENSIONS]);
        assertEquals(0.0, zero.dot(random(new Random(1))));
    }
}
