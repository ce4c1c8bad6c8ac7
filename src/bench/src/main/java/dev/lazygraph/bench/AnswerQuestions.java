package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Questions graded on the answer a user reads: the strings a correct answer must contain and the documents
 * it should cite. Two shapes of JSON Lines are read: a documentation set's ({@code answers} array,
 * {@code gold_docs} document keys, {@code type} lookup / multihop / noanswer / global) and a multi-hop QA
 * set's ({@code answer} string, {@code gold_ids} passage ids, which {@code goldKey} turns into the keys the
 * passages were stored under).
 */
record AnswerQuestions(List<Question> questions) {
    static final String NO_ANSWER = "noanswer";

    /**
     * @param answers strings one of which a correct answer contains; empty for a question the documents
     *                cannot answer (and for overview questions, which are not graded)
     * @param gold    keys of the documents a correct answer cites
     */
    record Question(String id, String question, List<String> answers, Set<String> gold, String type) {
        boolean expectsNothingFound() {
            return NO_ANSWER.equals(type);
        }
    }

    static AnswerQuestions load(Path file, UnaryOperator<String> goldKey) {
        List<Question> questions = new ArrayList<>();
        for (JsonNode line : JsonLines.read(file)) {
            String id = JsonLines.text(line, "id", file);
            List<String> answers = new ArrayList<>();
            line.path("answers").forEach(a -> answers.add(a.asText()));
            if (line.hasNonNull("answer")) {
                answers.add(line.get("answer").asText());
            }
            Set<String> gold = new LinkedHashSet<>();
            line.path("gold_docs").forEach(key -> gold.add(key.asText()));
            line.path("gold_ids").forEach(passage -> gold.add(goldKey.apply(passage.asText())));
            String type = line.path("type").asText(line.hasNonNull("answer") ? "qa" : "");
            if (type.isEmpty()) {
                throw new IllegalArgumentException(file + ": question " + id + " has neither a type nor an answer");
            }
            if (answers.isEmpty() && !type.equals(NO_ANSWER) && !type.equals("global")) {
                throw new IllegalArgumentException(file + ": question " + id + " of type " + type + " has no answers");
            }
            questions.add(new Question(id, JsonLines.text(line, "question", file), List.copyOf(answers), gold, type));
        }
        return new AnswerQuestions(List.copyOf(questions));
    }
}
