package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Grades an overview against a collection's own table of contents ({@code topics.json}: a question and topics,
 * each with a few plain phrases): a topic is <b>named</b> when any of its phrases occurs, by
 * {@link AnswerGrader#contains}'s rule (case-insensitive, whole words), in the first {@value #WINDOW_WORDS}
 * words a reader sees of the answer to that question. Coverage is the share of topics named.
 */
final class TopicCoverage {
    static final int WINDOW_WORDS = 250;

    record Topic(String topic, List<String> any) {
    }

    record Grade(List<String> named, List<String> missed) {
        double percent() {
            int all = named.size() + missed.size();
            return all == 0 ? 0 : Math.round(named.size() * 1000.0 / all) / 10.0;
        }
    }

    private final String question;
    private final List<Topic> topics;

    TopicCoverage(String question, List<Topic> topics) {
        if (question.isBlank() || topics.isEmpty()) {
            throw new IllegalArgumentException("a topics file needs a question and at least one topic");
        }
        this.question = question;
        this.topics = List.copyOf(topics);
    }

    static TopicCoverage load(Path file) {
        try {
            JsonNode root = BenchOutput.JSON.readTree(file.toFile());
            List<Topic> topics = new ArrayList<>();
            for (JsonNode topic : root.path("topics")) {
                List<String> phrases = new ArrayList<>();
                topic.path("any").forEach(p -> phrases.add(p.asText()));
                topics.add(new Topic(topic.path("topic").asText(), phrases));
            }
            return new TopicCoverage(root.path("question").asText(""), topics);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read topics file " + file, e);
        }
    }

    /** The labels of an overview's themes: what each "- label: sentence [n]" line says before its colon. */
    static List<String> labels(String answerText) {
        List<String> labels = new ArrayList<>();
        for (String line : answerText.split("\n")) {
            if (line.startsWith("- ")) {
                int colon = line.indexOf(": ");
                labels.add(line.substring(2, colon < 0 ? line.length() : colon).strip());
            }
        }
        return labels;
    }

    String question() {
        return question;
    }

    Grade grade(String answerText) {
        String window = AnswerGrader.window(answerText, WINDOW_WORDS).text();
        List<String> named = new ArrayList<>();
        List<String> missed = new ArrayList<>();
        for (Topic topic : topics) {
            boolean hit = topic.any().stream().anyMatch(phrase -> AnswerGrader.contains(window, phrase));
            (hit ? named : missed).add(topic.topic());
        }
        return new Grade(named, missed);
    }
}
