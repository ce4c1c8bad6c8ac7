package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.testing.InMemoryService;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a reader sees of an extractive answer, on collections generated here: lookups answered by the
 * sentence naming the kind of thing asked for, a leading pronoun quoted with the sentence naming what it
 * stands for, themes labelled by their most important concepts with one representative sentence.
 */
class ReadableAnswersTest {
    private static final String C = "generated";
    private static final String THEMES = "What are the main themes across these documents?";
    private static final Pattern THEME_LINE = Pattern.compile("^- (.+?): (.+) \\[(\\d+)]$");

    /** One invented designer and the thing they designed, to fill the templates of a collection. */
    record Design(String person, String surname, String pronoun, String thing, String year, String place) {
    }

    static Stream<Design> designs() {
        return Stream.of(
                new Design("Nadia Ferreira", "Ferreira", "She", "Lumen spectrometer", "1994", "Coimbra"),
                new Design("Tobias Lindqvist", "Lindqvist", "He", "Corvid sonar", "2007", "Uppsala"),
                new Design("Priya Natarajan", "Natarajan", "She", "Halcyon gauge", "1989", "Madurai"));
    }

    private final InMemoryService service = new InMemoryService();

    @AfterEach
    void close() {
        service.close();
    }

    private void put(String key, String text) {
        service.put(C, key, text);
    }

    private Answer ask(String question) {
        return service.query(Optional.empty()).ask(QueryRequest.of(C, question));
    }

    private static List<String> lines(Answer answer) {
        return Arrays.stream(answer.text().split("\n")).toList();
    }

    /** Documents that have nothing to do with the question, so that specificity means something. */
    private void unrelatedDocuments() {
        put("misc-harbour.md", "The harbour office opens at dawn. Fishing boats unload their catch on the quay.");
        put("misc-bakery.md", "The bakery sells rye bread and cinnamon buns. Its ovens are lit before sunrise.");
        put("misc-library.md", "The library lends books and maps. Readers may borrow six books at a time.");
    }

    /**
     * A sentence about the thing that matches the question as well as the answer does and says more, in a
     * document of its own: without a preference for the kind of thing asked for, it would be quoted first.
     */
    private void aRivalSentenceAbout(Design d) {
        put("products/" + d.surname().toLowerCase(Locale.ROOT) + "-notes.md", "The " + d.thing()
                + " was designed for measuring faint signals in deep water and under thick winter ice.");
    }

    @ParameterizedTest
    @MethodSource("designs")
    void aWhoQuestionIsAnsweredFirstByTheSentenceNamingSomeone(Design d) {
        unrelatedDocuments();
        aRivalSentenceAbout(d);
        put("people/" + d.surname().toLowerCase(Locale.ROOT) + ".txt", d.person() + " designed the " + d.thing()
                + ".");

        Answer answer = ask("Who designed the " + d.thing() + "?");

        assertTrue(lines(answer).get(0).startsWith(d.person() + " designed the " + d.thing() + ". [1]"),
                answer.text());
    }

    @ParameterizedTest
    @MethodSource("designs")
    void whenAndWhereQuestionsAreAnsweredFirstByTheSentenceWithADateOrAPlace(Design d) {
        unrelatedDocuments();
        aRivalSentenceAbout(d);
        String dated = "The " + d.thing() + " was designed in " + d.year() + ".";
        String placed = "The " + d.thing() + " was designed in " + d.place() + ".";
        put("history/" + d.surname().toLowerCase(Locale.ROOT) + "-year.md", dated);
        put("history/" + d.surname().toLowerCase(Locale.ROOT) + "-place.md", placed);

        Answer when = ask("When was the " + d.thing() + " designed?");
        Answer where = ask("Where was the " + d.thing() + " designed?");

        assertTrue(lines(when).get(0).startsWith(dated + " [1]"), when.text());
        assertTrue(lines(where).get(0).startsWith(placed + " [1]"), where.text());
    }

    @ParameterizedTest
    @MethodSource("designs")
    void aLeadingPronounIsQuotedWithTheSentenceBeforeItThatNamesWhoItIs(Design d) {
        unrelatedDocuments();
        aRivalSentenceAbout(d);
        String before = d.surname() + " founded a small optics workshop in " + d.year()
                + " and joined the firm later.";
        String pronoun = d.pronoun() + " designed the " + d.thing() + ".";
        put("people/" + d.surname().toLowerCase(Locale.ROOT) + ".txt", d.person() + " - Director of imaging.\n\n"
                + before + " " + pronoun);

        Answer answer = ask("Who designed the " + d.thing() + "?");

        assertTrue(lines(answer).get(0).startsWith(before + " " + pronoun + " [1]"), answer.text());
        assertTrue(lines(answer).stream().noneMatch(line -> line.startsWith(d.pronoun() + " ")),
                "a pronoun never opens a quote: " + answer.text());
        Citation first = answer.citations().get(0);
        String document = service.store().snapshot(C).chunks().stream().filter(c -> c.id().equals(first.chunkId()))
                .findFirst().orElseThrow().chunk().text();
        assertTrue(document.contains(before + " " + pronoun), "the citation spans both sentences");
        assertEquals((before + " " + pronoun).length(), first.end() - first.start(), first.toString());
    }

    /**
     * A product line of an invented firm: two documents about its main thing, which they mention throughout,
     * sharing no other words with the other lines but the firm's name. All documents lie in one folder without
     * links: a collection without structure, whose themes come from its concepts.
     */
    record Topic(String main, String folder, String overview, String history) {
    }

    private static final List<Topic> TOPICS = List.of(
            new Topic("Zephyr kiln", "kilns",
                    "The Zephyr kiln fires stoneware jugs and clay tiles. It burns beech logs for three days.",
                    "Potters in Leeds fired the first Zephyr kiln in 1921. The Zephyr kiln replaced the brick oven "
                            + "of the pottery, and its salt glaze made the Zephyr kiln famous."),
            new Topic("Marram loom", "looms",
                    "The Marram loom weaves wool blankets and linen sheets. Its oak frame holds steel heddles.",
                    "Weavers in Galway built the Marram loom after the war. The Marram loom outlasted every hand "
                            + "loom of the valley, and the Marram loom still weaves tweed."),
            new Topic("Corvid sonar", "sonars",
                    "The Corvid sonar finds herring shoals under trawler hulls. A brass transducer sends its pulse.",
                    "Fishermen in Bodo tested the Corvid sonar on winter nights. The Corvid sonar replaced the echo "
                            + "sounder of the fleet, and the Corvid sonar spotted cod banks."));

    private void productLines() {
        for (Topic t : TOPICS) {
            put(t.folder() + "-overview.md", "# The " + t.main() + "\n\nThe " + t.main() + " is made by Orla Works. "
                    + t.overview() + "\n");
            put(t.folder() + "-past.md", "# " + t.main() + "s of old\n\nOrla Works sold every " + t.main() + ". "
                    + t.history() + "\n");
        }
    }

    @Test
    void themesAreLabelledByTheirMostImportantConceptsWithOneRepresentativeSentence() {
        unrelatedDocuments();
        productLines();

        Answer answer = ask(THEMES);

        assertEquals(Route.GLOBAL, answer.route());
        List<String> mains = TOPICS.stream().map(t -> t.main().toLowerCase(Locale.ROOT)).toList();
        List<String> labelled = new ArrayList<>();
        for (int i = 0; i < lines(answer).size(); i++) {
            String line = lines(answer).get(i);
            Matcher m = THEME_LINE.matcher(line);
            assertTrue(m.matches(), "a theme is one line, label: sentence [n]: " + line);
            List<String> label = List.of(m.group(1).split(", "));
            String sentence = m.group(2);
            // The label lists the community's concepts in the community's order, the most important first.
            List<String> concepts = answer.communities().get(i).concepts();
            assertEquals(concepts.get(0), label.get(0), line);
            List<Integer> positions = label.stream().map(concepts::indexOf).toList();
            assertTrue(positions.stream().allMatch(p -> p >= 0) && positions.equals(positions.stream().sorted()
                    .toList()), "label in importance order: " + label + " of " + concepts);
            assertFalse(label.contains("orla works"), "the firm behind every line names none of them: " + line);
            labelled.add(label.get(0));
            // One sentence, readable alone, about what the label names first.
            assertEquals(1, SharedAnalyzer.get().sentences(sentence).size(), line);
            assertTrue(sentence.matches(".*[.!?]$") && !sentence.startsWith("It "), line);
            assertTrue(sentence.toLowerCase(Locale.ROOT).contains(label.get(0)), line);
        }
        assertTrue(labelled.containsAll(mains), "every product line is a theme named by what it makes: "
                + answer.text());
    }
}
