package dev.lazygraph.core.query.rank;

/**
 * Personalized PageRank by power iteration on a weighted directed graph. Hand-written because the
 * graph is built per query from the question's neighbourhood and no library on the classpath offers PPR with a
 * personalization vector; it is a dozen lines of arithmetic.
 */
public final class PersonalizedPageRank {
    private PersonalizedPageRank() {
    }

    /** Each node's out-edge weights normalized into transition probabilities, for {@link #run}. */
    public static double[][] transitions(double[][] weights) {
        double[][] transition = new double[weights.length][];
        for (int i = 0; i < weights.length; i++) {
            transition[i] = normalized(weights[i]);
        }
        return transition;
    }

    /**
     * @param targets         out-neighbours of each node
     * @param transition      probability of each out-edge ({@link #transitions}): a graph walked from several
     *                        restart distributions normalizes its weights once
     * @param personalization restart distribution (non-negative, not all zero)
     * @param damping         probability of following an edge instead of restarting
     * @return stationary probability of each node
     */
    public static double[] run(int[][] targets, double[][] transition, double[] personalization, double damping,
                        int iterations) {
        int n = personalization.length;
        double[] restart = normalized(personalization);
        double[] rank = restart.clone();
        for (int it = 0; it < iterations; it++) {
            double[] next = new double[n];
            double dangling = 0;
            for (int i = 0; i < n; i++) {
                if (targets[i].length == 0) {
                    dangling += rank[i];
                    continue;
                }
                for (int e = 0; e < targets[i].length; e++) {
                    next[targets[i][e]] += damping * rank[i] * transition[i][e];
                }
            }
            // Walkers with no way out, and those that stop, restart from the question's seeds.
            double restartMass = 1 - damping + damping * dangling;
            for (int i = 0; i < n; i++) {
                next[i] += restartMass * restart[i];
            }
            rank = next;
        }
        return rank;
    }

    private static double[] normalized(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        double[] result = new double[values.length];
        if (sum > 0) {
            for (int i = 0; i < values.length; i++) {
                result[i] = values[i] / sum;
            }
        }
        return result;
    }
}
