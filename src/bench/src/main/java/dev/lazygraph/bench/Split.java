package dev.lazygraph.bench;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;

/**
 * The two fixed halves of a question set: parameters are chosen on {@code TUNE} and results judged on
 * {@code TEST}. Questions are ordered by a SHA-256 of their id (salted, so the halves are unrelated to the
 * file's order) and the first half is {@code TUNE}; the same file always splits the same way.
 */
enum Split {
    ALL, TUNE, TEST;

    private static final String SALT = "lazygraph-split-v1\n";

    List<QaDataset.Question> select(List<QaDataset.Question> questions) {
        if (this == ALL) {
            return questions;
        }
        List<QaDataset.Question> ordered = questions.stream().sorted(Comparator.comparing(q -> hash(q.id()))).toList();
        int half = (ordered.size() + 1) / 2;
        List<QaDataset.Question> chosen = this == TUNE ? ordered.subList(0, half) : ordered.subList(half, ordered.size());
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
