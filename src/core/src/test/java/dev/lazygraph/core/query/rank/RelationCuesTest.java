package dev.lazygraph.core.query.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.graph.Question;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Questions and passages about made-up people and works, read by the real analyzer. */
class RelationCuesTest {

    private static Map<String, Double> evidence(String question, String passage, String... names) {
        return RelationCues.of(Question.read(question, SharedAnalyzer.get()))
                .evidence(MentionContexts.of(passage, List.of(names)));
    }

    private static final String FILM = "Zorbla is a 1961 drama film directed by Quentin Marlowe and starring Ada Venn "
            + "and Tomas Orly. It was produced by Ivo Rask.";
    private static final String[] FILM_NAMES = {"zorbla", "quentin marlowe", "ada venn", "tomas orly", "ivo rask"};

    @Test
    void anAgentNounMeetsItsVerbAndOnlyThatName() {
        Map<String, Double> asked = evidence("Where was the director of Zorbla born?", FILM, FILM_NAMES);

        assertEquals(Set.of("quentin marlowe"), asked.keySet(), "\"director\" is \"directed by\": " + asked);
        assertEquals(Math.log(6.0 / 1), asked.get("quentin marlowe"), 1e-12,
                "one name of five expresses it: log((5 + 1) / 1)");
    }

    @Test
    void thePassiveAgentStandsInForAnAgentNounOnlyWhereThePassageLacksTheNounsOwnVerb() {
        assertEquals(Set.of("quentin marlowe", "ivo rask"),
                evidence("When was the composer of Zorbla born?", FILM, FILM_NAMES).keySet(),
                "no \"composed\" here: every name after \"by\" may be the composer");

        Map<String, Double> producer = evidence("Who is the producer of Zorbla?", FILM, FILM_NAMES);
        assertEquals(Set.of("ivo rask"), producer.keySet(), "\"produced by\" names the producer, \"directed by\" does not");

        Map<String, Double> song = evidence("Where was the performer of song Hello Moon born?",
                "\"Hello Moon\" is a 1974 single by Hank Orly.", "hello moon", "hank orly");
        assertEquals(Set.of("hank orly"), song.keySet());
    }

    @Test
    void aKinshipTermFollowsTheFirstLinkOfItsChain() {
        String person = "Rafe Tollan (1801 - 1870) was a painter. His father was Jory Tollan, and his mother was "
                + "Mina Sarth. He married Elka Brun in 1830.";
        String[] names = {"rafe tollan", "jory tollan", "mina sarth", "elka brun"};

        Map<String, Double> maternal = evidence("Who is the maternal grandfather of Rafe Tollan?", person, names);
        assertTrue(maternal.get("mina sarth") > maternal.getOrDefault("jory tollan", 0.0),
                "the mother's father is reached through the mother: " + maternal);
        assertFalse(maternal.containsKey("elka brun"));

        Map<String, Double> inLaw = evidence("Who is the father-in-law of Rafe Tollan?", person, names);
        assertEquals(Set.of("elka brun"), inLaw.keySet(), "an in-law is reached through the spouse");

        Map<String, Double> parents = evidence("Who is the mother of Rafe Tollan?",
                "Rafe Tollan was the son of Jory Tollan and Mina Sarth.", "rafe tollan", "jory tollan", "mina sarth");
        assertEquals(Set.of("jory tollan", "mina sarth"), parents.keySet(),
                "\"son of\" names both parents, the second through the list");

        Map<String, Double> children = evidence("Who is the child of Mina Sarth?",
                "Mina Sarth was the mother of Rafe Tollan.", "mina sarth", "rafe tollan");
        assertEquals(Set.of("rafe tollan"), children.keySet(), "\"mother of\" names a child");
    }

    @Test
    void theQuestionsOwnNamesAndComparativesAreNoRelation() {
        Map<String, Double> asked = evidence("Which film came out later, Zorbla or Marrow Hill?", FILM, FILM_NAMES);

        assertEquals(Set.of("quentin marlowe"), asked.keySet(),
                "\"film\" is the only relation word the passage has (\"later\" is no agent for \"by\"): " + asked);
    }
}
