package dev.lazygraph.bench;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The two fixed halves of a question set: parameters are chosen on {@code TUNE} and results judged on
 * {@code TEST}. Questions are ordered by a SHA-256 of their id (salted, so the halves are unrelated to the
 * file's order) and the first half is {@code TUNE}; the same file always splits the same way.
 */
enum Split {
    ALL, TUNE, TEST;

    private static final String SALT = "lazygraph-split-v1\n";

    List<QaDataset.Question> select(List<QaDataset.Question> questions) {
        return select(questions, QaDataset.Question::id);
    }

    /** The questions of this half, in their file's order. */
    <Q> List<Q> select(List<Q> questions, Function<Q, String> id) {
        if (this == ALL) {
            return questions;
        }
        List<Q> ordered = questions.stream().sorted(Comparator.comparing(q -> hash(id.apply(q)))).toList();
        int half = (ordered.size() + 1) / 2;
        Set<Q> chosen = new HashSet<>(this == TUNE ? ordered.subList(0, half) : ordered.subList(half, ordered.size()));
        return questions.stream().filter(chosen::contains).toList();
    }

    private static String hash(String id) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest((SALT + id).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }
}
