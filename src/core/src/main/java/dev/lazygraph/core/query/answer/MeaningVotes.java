package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.embed.TextEmbedder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Fuses the lexical ranking of quotes with a ranking by meaning: how close each quote is to the question by the
 * in-process embedder ({@link TextEmbedder}), by reciprocal rank (RRF, k = {@value #RRF_K}, the constant of
 * Cormack et al. that the passage ranking uses too and that needs no tuning). Words alone rank a sentence that
 * repeats the question's rarer words above the one that answers it in other words ("how often" is answered by
 * "the interval between checks"); meaning alone does not beat words on manuals, so neither ranking decides alone.
 * A quote is embedded after the title it stands under, as a passage is at ingest: "The default is 128MB" means
 * something only under "shared_buffers".
 */
final class MeaningVotes {
    static final int RRF_K = 60;

    private final TextEmbedder embedder;

    MeaningVotes(TextEmbedder embedder) {
        this.embedder = embedder;
    }

    /**
     * The fused score of each quote, in the order given.
     *
     * @param texts what is embedded of each quote (its title, then its text), in the lexical ranking's order, best
     *              first
     */
    double[] fused(String question, List<String> texts) {
        List<String> embedded = new ArrayList<>(texts.size() + 1);
        embedded.add(question);
        embedded.addAll(texts);
        List<float[]> vectors = embedder.embed(embedded);
        float[] asked = vectors.get(0);
        double[] closeness = new double[texts.size()];
        for (int i = 0; i < texts.size(); i++) {
            closeness[i] = dot(asked, vectors.get(i + 1));
        }
        // Equally close quotes keep their lexical order.
        List<Integer> byMeaning = IntStream.range(0, texts.size()).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -closeness[i]).thenComparingInt(i -> i)).toList();
        double[] fused = new double[texts.size()];
        for (int i = 0; i < texts.size(); i++) {
            fused[i] += vote(i);
            fused[byMeaning.get(i)] += vote(i);
        }
        return fused;
    }

    private static double vote(int rank) {
        return 1.0 / (RRF_K + rank + 1);
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
