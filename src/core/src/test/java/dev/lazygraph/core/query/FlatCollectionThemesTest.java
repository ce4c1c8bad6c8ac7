package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.testing.InMemoryService;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An overview without an LLM of a collection with no structure, generated here: a show's episode transcripts,
 * each split into parts whose file names differ only by a part number, each with a guest and a subject, all
 * sharing intro and closing lines that differ a little from episode to episode (and have the file's name glued
 * to them, as a split transcript does). The themes name the episodes a reader recognises and their subjects,
 * never the show's template lines, its file names or a turn of chit-chat.
 */
class FlatCollectionThemesTest {
    private static final String C = "show";
    private static final Pattern THEME_LINE = Pattern.compile("^- (.+?): (.+) \\[(\\d+)]$");
    private static final List<String> GUESTS = List.of("Nadia Ferreira", "Tobias Lindqvist", "Priya Natarajan",
            "Owen Mbeki", "Lena Vasquez", "Kofi Mensah", "Ingrid Solberg", "Mateo Alvarez", "Yuki Tanaka",
            "Amara Okafor", "Rafael Moreno", "Sofia Petrova", "Hamid Karimi", "Elena Rossi", "Jonas Becker",
            "Aisha Bello", "Marcus Reed", "Leila Haddad", "Tomas Novak", "Grace Liu", "Pavel Orlov", "Nina Kowalski",
            "Diego Santos", "Mira Joshi", "Felix Wagner", "Zara Ahmed", "Oscar Lindgren", "Hana Sato",
            "Samuel Adeyemi", "Clara Dubois");
    private static final List<String> SUBJECTS = List.of("glacier radar", "sourdough fermentation",
            "violin acoustics", "solar kilns", "coral genetics", "rail signalling", "protein folding",
            "beekeeping drones", "tidal turbines", "medieval manuscripts", "quantum sensors", "urban forestry",
            "desert aquifers", "carbon capture", "bird migration", "textile dyes", "volcanic soils", "cave mapping",
            "wind tunnels", "ceramic glazes", "satellite tracking", "seed banks", "bridge cables", "lichen chemistry",
            "ocean floats", "coffee roasting", "glass furnaces", "tree rings", "kelp farming", "mountain rescue");
    private static final List<String> OUTROS = List.of(
            "If you have feedback, email us at tidecast@example.org, and you can follow Tidecast on your favorite "
                    + "podcast platform, or check out our full video episodes on YouTube.",
            "If you have anything you would like to share, email us at tidecast@example.org, and you can follow "
                    + "Tidecast on your favorite podcast platform, or you can check out our full video episodes on "
                    + "YouTube.",
            "Email us any time at tidecast@example.org, and you can also follow Tidecast on your favorite podcast "
                    + "platform and check out full video episodes on YouTube.");

    private final InMemoryService service = new InMemoryService();

    @AfterEach
    void close() {
        service.close();
    }

    /** "Tidecast_EP-07_Nadia_Ferreira_Transcript", "Tidecast Episode 8_TobiasLindqvist": the ways a show names its files. */
    private static String fileName(int episode, String guest) {
        return episode % 2 == 0
                ? "Tidecast_EP-" + String.format(Locale.ROOT, "%02d", episode) + "_" + guest.replace(' ', '_')
                        + "_Transcript"
                : "Tidecast Episode " + episode + "_" + guest.replace(" ", "");
    }

    private void episodes() {
        for (int e = 0; e < GUESTS.size(); e++) {
            String guest = GUESTS.get(e);
            String subject = SUBJECTS.get(e);
            String speaker = guest.toUpperCase(Locale.ROOT) + ": ";
            String name = fileName(e + 1, guest);
            service.put(C, name + "-part1.txt", name + ".txt ../\n\n"
                    + "HOST: Hi, everyone. Welcome to Tidecast, I'm your host, Mara Quill, and in this podcast we talk "
                    + "with people who build things. Today my guest is " + guest + ", who works on " + subject + ".\n\n"
                    + speaker + "I started with " + subject + " as a student, because " + subject + " connects field "
                    + "work, careful instruments and a lot of patience with the weather.\n\n"
                    + "HOST: (Laughter.)\n\n" + speaker + "Yes, exactly.\n");
            service.put(C, name + "-part2.txt", name + ".txt ../\n\n"
                    + speaker + "The hardest problem in " + subject + " is measuring anything reliably over many "
                    + "years, since every season changes the instruments and the samples.\n\n"
                    + "HOST: So what changed the field of " + subject + " most in the last decade?\n\n"
                    + speaker + "Cheap sensors changed " + subject + " completely: a small team can now collect the "
                    + "data that a national laboratory gathered thirty years ago.\n\n" + "HOST: (Laughter.) Right.\n");
            service.put(C, name + "-part3.txt", name + ".txt ../\n\n"
                    + speaker + "Students of " + subject + " should read the old field notes first, because the "
                    + "history of " + subject + " explains most of its methods.\n\n"
                    + "HOST: Thank you so much, " + guest + ". That was a great conversation. "
                    + name + ".txt " + OUTROS.get(e % OUTROS.size()) + " See you next time.\n");
        }
    }

    @Test
    void theThemesOfEpisodeTranscriptsNameTheGuestsAndTheirSubjectsNeverTheShowsTemplate() {
        episodes();

        Answer answer = service.query(Optional.empty())
                .ask(QueryRequest.of(C, "What are the main themes discussed across these podcast episodes?"));

        assertEquals(Route.GLOBAL, answer.route());
        List<String> lines = answer.text().lines().filter(l -> l.startsWith("- ")).toList();
        assertTrue(lines.size() >= 3, "an overview of thirty episodes has several themes: " + answer.text());
        for (String line : lines) {
            String lower = line.toLowerCase(Locale.ROOT);
            for (String template : List.of("podcast platform", "youtube", "welcome to tidecast", "example.org",
                    ".txt", "part1", "part2", "part3", "transcript", "episode ", "ep ", "laughter", "tidecast")) {
                assertFalse(lower.contains(template), "no template line, file name or chit-chat in a theme ("
                        + template + "): " + answer.text());
            }
            Matcher m = THEME_LINE.matcher(line);
            assertTrue(m.matches(), line);
            String label = m.group(1);
            List<String> named = new ArrayList<>();
            for (int e = 0; e < GUESTS.size(); e++) {
                if (label.contains(GUESTS.get(e)) || label.contains(GUESTS.get(e).replace(" ", " "))) {
                    named.add(SUBJECTS.get(e));
                }
            }
            assertFalse(named.isEmpty(), "each theme names the episodes it comes from by their guests: " + line);
            String subjects = label.substring(label.indexOf('(') + 1).toLowerCase(Locale.ROOT);
            assertTrue(named.stream().anyMatch(s -> List.of(s.split(" ")).stream().anyMatch(subjects::contains)),
                    "each theme names its episodes' subjects: " + line);
            assertTrue(m.group(2).split("\\s+").length >= 8, "each theme's sentence is a statement: " + line);
        }
    }
}
