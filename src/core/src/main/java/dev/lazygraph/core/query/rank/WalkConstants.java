package dev.lazygraph.core.query.rank;

/**
 * The constants of the graph walk, in one place so that a benchmark can choose them on one dataset and judge
 * them on another ({@code bench retrieval-lodo}).
 *
 * @param subjectShare     share of the walk that, arriving at a concept, goes on to the chunks whose subject
 *                         it is (the rest follows mentions): a reader who meets a name in a text looks it up far
 *                         more often than they look for other texts that mention it too
 * @param commonNounWeight weight of a common noun phrase against a name when the walk leaves a chunk: a name
 *                         identifies one thing, and the chunk mentioning it is linked to the chunks about that
 *                         thing; a common noun ("album", "river") only shares a topic with thousands of chunks
 * @param conceptShare     share of the restart given to the question's concepts when BM25 top chunks restart
 *                         the walk too (the rest goes to those chunks)
 */
public record WalkConstants(double subjectShare, double commonNounWeight, double conceptShare) {
    /** An order of magnitude between names and common nouns; concepts and chunks restart equally. */
    public static final WalkConstants DEFAULTS = new WalkConstants(0.8, 0.1, 0.5);

    public WalkConstants {
        if (!(subjectShare >= 0 && subjectShare <= 1)) {
            throw new IllegalArgumentException("subjectShare must be in [0, 1]: " + subjectShare);
        }
        if (!(commonNounWeight > 0 && commonNounWeight <= 1)) {
            throw new IllegalArgumentException("commonNounWeight must be in (0, 1]: " + commonNounWeight);
        }
        if (!(conceptShare > 0 && conceptShare < 1)) {
            throw new IllegalArgumentException("conceptShare must be in (0, 1): " + conceptShare);
        }
    }
}
