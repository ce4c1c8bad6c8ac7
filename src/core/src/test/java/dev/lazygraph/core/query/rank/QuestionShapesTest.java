package dev.lazygraph.core.query.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The multi-hop question shapes on a generated collection of made-up films and families, ingested through the
 * real analyzer: each film's passage names its director among actors and a producer who all have passages of
 * their own, the lead actor named twice (so a walk choosing by mentions alone takes the actor); each person's
 * passage names their father, mother and spouse, who have passages too.
 */
class QuestionShapesTest {
    private static final String C = "shapes";
    private static final String[] SYLLABLES = {"ka", "lo", "mi", "ra", "ven", "dor", "sel", "tas", "bri", "mon",
        "gal", "fen", "rik", "nor", "vel", "ash", "tor", "lin", "mar", "zan"};
    private static final InMemoryGraphStore STORE = new InMemoryGraphStore();
    private static final List<Film> FILMS = new ArrayList<>();
    private static final List<Person> PEOPLE = new ArrayList<>();
    private static final Set<String> USED = new HashSet<>();
    private static final Random RANDOM = new Random(20);

    private record Film(String title, String director, String lead, String second, String producer) {
    }

    private record Person(String name, String father, String mother, String spouse) {
    }

    @BeforeAll
    static void generate() {
        IngestService ingest = new IngestService(IngestConfig.defaults(), SharedAnalyzer.get(), STORE,
                new InMemorySummaryCache());
        for (int i = 0; i < 8; i++) {
            Film film = new Film(name(1), name(2), name(2), name(2), name(2));
            FILMS.add(film);
            put(ingest, film.title(), film.title() + " is a " + (1950 + i) + " drama film directed by "
                    + film.director() + " and starring " + film.lead() + " and " + film.second() + ". " + film.lead()
                    + " won an award for the role. The film was produced by " + film.producer() + ".");
            for (String person : List.of(film.director(), film.lead(), film.second(), film.producer())) {
                put(ingest, person, person + " (born " + (1900 + RANDOM.nextInt(50)) + " in " + name(1)
                        + ") is an actor and film maker.");
            }
        }
        for (int i = 0; i < 6; i++) {
            Person person = new Person(name(2), name(2), name(2), name(2));
            PEOPLE.add(person);
            // The father comes first and is named twice: without the relation the walk takes him.
            put(ingest, person.name(), person.name() + " (1801 - 1870) was a painter. His father was "
                    + person.father() + ", and his mother was " + person.mother() + ". " + person.father()
                    + " ran a mill. He married " + person.spouse() + " in 1830.");
            for (String relative : List.of(person.father(), person.mother(), person.spouse())) {
                put(ingest, relative, relative + " (born 1780 in " + name(1) + ") was a merchant.");
            }
        }
    }

    /** A made-up name of new words, so that no two names share a word (which BM25 would take for a match). */
    private static String name(int words) {
        StringBuilder name = new StringBuilder();
        while (words > 0) {
            String word = SYLLABLES[RANDOM.nextInt(SYLLABLES.length)] + SYLLABLES[RANDOM.nextInt(SYLLABLES.length)]
                    + SYLLABLES[RANDOM.nextInt(SYLLABLES.length)];
            if (USED.add(word)) {
                name.append(name.length() > 0 ? " " : "").append(Character.toUpperCase(word.charAt(0)))
                        .append(word.substring(1));
                words--;
            }
        }
        return name.toString();
    }

    private static void put(IngestService ingest, String title, String text) {
        String markdown = "# " + title + "\n\n" + text;
        IngestOutcome outcome = ingest.ingest(new SourceDocument(new DocumentId(C, title + ".md"), null,
                markdown.getBytes(StandardCharsets.UTF_8)));
        assertFalse(outcome.isRejected(), outcome.toString());
    }

    /** The titles of the top {@code k} passages. */
    private static List<String> top(String question, int k) {
        Set<String> titles = new LinkedHashSet<>();
        for (RankedChunk chunk : new ChunkRanker(QueryConfig.defaults()).rank(new GraphView(STORE, C, ReadScope.EVERYTHING),
                Question.read(question, SharedAnalyzer.get()), RankingSignals.ALL, 50)) {
            if (titles.size() < k) {
                titles.add(chunk.documentKey().substring(0, chunk.documentKey().length() - ".md".length()));
            }
        }
        return List.copyOf(titles);
    }

    @Test
    void aFactAboutTheEntityANamedThingPointsToReachesThePassageAboutTheNameInTheAskedRole() {
        for (Film film : FILMS) {
            assertEquals(Set.of(film.title(), film.director()),
                    Set.copyOf(top("Where was the director of " + film.title() + " born?", 2)),
                    "the director, not the lead actor named twice: " + film);
            assertEquals(Set.of(film.title(), film.producer()),
                    Set.copyOf(top("When was the producer of " + film.title() + " born?", 2)), film.toString());
        }
    }

    @Test
    void aComparisonThroughTheEntitiesTwoThingsPointToGetsBothThingsAndBothEntitiesFirst() {
        for (int i = 0; i < FILMS.size(); i++) {
            Film a = FILMS.get(i);
            Film b = FILMS.get((i + 1) % FILMS.size());
            assertEquals(Set.of(a.title(), b.title(), a.director(), b.director()),
                    Set.copyOf(top("Which film has the director who died first, " + a.title() + " or " + b.title()
                            + "?", 4)), a + " / " + b);
        }
    }

    @Test
    void aComparisonOfTwoNamedThingsGetsBothFirst() {
        for (int i = 0; i < FILMS.size(); i++) {
            Film a = FILMS.get(i);
            Film b = FILMS.get((i + 3) % FILMS.size());
            assertEquals(Set.of(a.title(), b.title()),
                    Set.copyOf(top("Which film came out first, " + a.title() + " or " + b.title() + "?", 2)));
        }
    }

    @Test
    void aRelativeIsReachedThroughTheFirstLinkOfTheKinshipTerm() {
        for (Person person : PEOPLE) {
            List<String> maternal = top("Who is the maternal grandfather of " + person.name() + "?", 2);
            assertEquals(Set.of(person.name(), person.mother()), Set.copyOf(maternal),
                    "the mother, not the father named twice: " + person);
            List<String> inLaw = top("Who is the father-in-law of " + person.name() + "?", 2);
            assertEquals(Set.of(person.name(), person.spouse()), Set.copyOf(inLaw), person.toString());
            assertTrue(top("Who is the paternal grandfather of " + person.name() + "?", 2).contains(person.father()));
        }
    }
}
