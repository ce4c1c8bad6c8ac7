package dev.lazygraph.core.nlp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.nlp.TextAnalyzer.Span;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTagFormat;
import opennlp.tools.postag.POSTaggerME;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class OpenNlpAnalyzerTest {
    private static final String HAMILTON = "Margaret Hamilton led the team that wrote the on-board flight software "
            + "for NASA's Apollo program at the MIT Instrumentation Laboratory. She coined the term software "
            + "engineering to give the discipline legitimacy.";

    private final OpenNlpAnalyzer analyzer = SharedAnalyzer.get();

    @Test
    void theGreedyTaggerTagsAsThePublishedBeamDoes() throws IOException {
        POSModel published;
        try (InputStream in = OpenNlpAnalyzer.class.getResourceAsStream(OpenNlpAnalyzer.POS_MODEL)) {
            published = new POSModel(in);
        }
        POSTaggerME beam = new POSTaggerME(published, POSTagFormat.UD);
        POSTaggerME greedy = new POSTaggerME(OpenNlpAnalyzer.Models.greedy(published), POSTagFormat.UD);
        // Ambiguous words in many roles, where a beam that kept other sequences alive would tag differently.
        List<String> words = List.of("the", "old", "man", "the", "boats", "that", "run", "fast", "can", "can",
                "fish", "set", "record", "time", "flies", "like", "an", "arrow", "shared_buffers", "is", "128MB", ".",
                "Apollo", "11", "landed", "while", "they", "watched", "her", "duck", "and", "saw", "it", "lead");
        Random random = new Random(42);
        for (int sentence = 0; sentence < 500; sentence++) {
            String[] tokens = new String[3 + random.nextInt(25)];
            for (int t = 0; t < tokens.length; t++) {
                tokens[t] = words.get(random.nextInt(words.size()));
            }
            assertArrayEquals(beam.tag(tokens), greedy.tag(tokens), String.join(" ", tokens));
        }
        assertArrayEquals(new String[] {"DET", "NOUN", "VERB", "ADP", "DET", "NOUN", "PUNCT"},
                greedy.tag(new String[] {"The", "team", "landed", "on", "the", "moon", "."}));
    }

    @Test
    void textsAnalyzedSideBySideGiveWhatEachGivesAlone() {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            texts.add("Report " + i + " of the Apollo Guidance Computer team was filed by Margaret Hamilton in Houston.");
            texts.add(HAMILTON);
        }
        texts.add("");
        Map<String, List<ConceptMention>> each = analyzer.conceptMentionsOfEach(texts);
        assertEquals(new HashSet<>(texts), each.keySet());
        OpenNlpAnalyzer fresh = new OpenNlpAnalyzer(); // nothing cached: every text analyzed on this thread
        for (String text : texts) {
            assertEquals(fresh.conceptMentions(text), each.get(text), text);
        }
        assertTrue(each.get(HAMILTON).stream().anyMatch(m -> m.key().equals("margaret hamilton") && m.name()));
    }

    @Test
    void conceptsAreNormalizedNounPhrases() {
        List<String> concepts = analyzer.concepts(HAMILTON);
        assertTrue(concepts.containsAll(List.of("margaret hamilton", "team", "on-board flight software", "nasa",
                "apollo program", "mit instrumentation laboratory")), concepts.toString());
        for (String concept : concepts) {
            assertEquals(concept.toLowerCase(), concept);
            assertTrue(concept.split(" ").length <= 5 && concept.length() >= 2, concept);
            assertFalse(concept.contains("'s") || concept.startsWith("the "), concept);
        }
    }

    @Test
    void theHeadNounIsLemmatizedAndStopWordsAreTrimmed() {
        List<String> concepts = analyzer.concepts("The new factories hired other workers and their own engineers.");
        assertTrue(concepts.contains("new factory"), concepts.toString());
        assertTrue(concepts.contains("worker"), concepts.toString());
        assertTrue(concepts.contains("engineer"), concepts.toString());
    }

    @Test
    void namesInsideLongerPhrasesAlsoCountOnTheirOwn() {
        List<String> document = analyzer.concepts("The former president Barack Obama visited Detroit in 2015.");
        assertTrue(document.contains("former president barack obama"), document.toString());
        assertTrue(document.contains("barack obama"), document.toString());
        List<String> question = analyzer.concepts("Where did Barack Obama go in 2015?");
        assertTrue(question.contains("barack obama"), question.toString());
        assertTrue(document.contains("detroit"), document.toString());
    }

    @Test
    void vagueNounsAndContractionsAreNoConcepts() {
        List<String> concepts = analyzer.concepts("It’s a lot of fun, and I’m sure it was kind of a big thing with "
                + "a whole bunch of stuff. We met in the parking lot.");
        for (String vague : List.of("lot", "kind", "big thing", "thing", "whole bunch", "stuff", "it’s", "it's", "i’m")) {
            assertFalse(concepts.contains(vague), vague + " in " + concepts);
        }
        assertTrue(concepts.contains("fun") && concepts.contains("parking lot"), concepts.toString());
    }

    @Test
    void hyphenatedWordsStayWhole() {
        List<String> concepts = analyzer.concepts(
                "Kim Sung-kyun starred with Go Joon-hee in a long-term project of a Seattle-based company.");
        assertTrue(concepts.containsAll(List.of("kim sung-kyun", "go joon-hee", "long-term project",
                "seattle-based company")), concepts.toString());
    }

    @Test
    void namesAreMarkedAndCapitalizedSpansAreKeptWhole() {
        List<ConceptMention> mentions = analyzer.conceptMentions("The Girl Who Kicked the Hornet's Nest is a 2009 "
                + "film directed by Daniel Alfredson at the University of Vienna. \"Hello Love\" is a single.");
        assertTrue(mentions.contains(new ConceptMention("girl who kicked the hornet nest", true)), mentions.toString());
        assertTrue(mentions.contains(new ConceptMention("daniel alfredson", true)), mentions.toString());
        assertTrue(mentions.contains(new ConceptMention("university of vienna", true)), mentions.toString());
        assertTrue(mentions.contains(new ConceptMention("hello love", true)), mentions.toString());
        assertTrue(mentions.contains(new ConceptMention("film", false)), mentions.toString());
        assertFalse(analyzer.concepts("Ada Lovelace and Charles Babbage met.").contains("ada lovelace and charles babbage"),
                "\"and\" joins two names, not one");
    }

    @Test
    void aTitleNamesTheSubjectItsMentionsInTextAlsoGive() {
        assertEquals("louis xiv", analyzer.subject("Louis XIV"));
        assertTrue(analyzer.concepts("Louis XIV's reign was long.").contains("louis xiv"));
        assertEquals("hello love", analyzer.subject("Hello Love (song)"));
        assertEquals("west chicago", analyzer.subject("West Chicago, Illinois"));
        assertTrue(analyzer.concepts("He was born in West Chicago, a city in Illinois.").contains("west chicago"));
        assertEquals("akinoshu kenji", analyzer.subject("Akinoshū Kenji"));
        assertEquals("beatles", analyzer.subject("The Beatles"));
        assertEquals("notable deployment", analyzer.subject("Notable deployments"));
        assertEquals("", analyzer.subject("The (2009)"));
    }

    @Test
    void numbersAloneAreNoConcepts() {
        List<String> concepts = analyzer.concepts("In 1987, 42 people saw Apollo 11 on 3 screens.");
        assertFalse(concepts.contains("1987") || concepts.contains("42") || concepts.contains("3"), concepts.toString());
        assertTrue(concepts.stream().allMatch(c -> c.chars().anyMatch(Character::isLetter)), concepts.toString());
    }

    @Test
    void technicalIdentifiersAreNamesKeptWhole() {
        List<ConceptMention> mentions = analyzer.conceptMentions("Raise shared_buffers before max_wal_size, open it with "
                + "sqlite3_open_v2() or org.sqlite.JDBC, pass --data to the tool, note the -shm file, run .excel, "
                + "add mode=ro, and call getValue().");
        for (String identifier : List.of("shared_buffers", "max_wal_size", "sqlite3_open_v2", "org.sqlite.jdbc",
                "--data", "-shm", ".excel", "mode=ro", "getvalue")) {
            assertTrue(mentions.contains(new ConceptMention(identifier, true)), identifier + " in " + mentions);
        }
        List<String> keys = mentions.stream().map(ConceptMention::key).toList();
        assertFalse(keys.stream().anyMatch(k -> k.contains("sharedbuffers") || k.contains("maxwalsize")), keys.toString());
        assertTrue(analyzer.terms("the shared_buffers setting").containsAll(List.of("shared_buffers", "shared", "buffers")));
        List<String> abbreviations = analyzer.terms("e.g. the U.S.");
        assertFalse(abbreviations.contains("e.g") || abbreviations.contains("u.s"), "abbreviations are no identifiers");
    }

    @Test
    void termsAreLowerCaseAlphanumericWithoutStopWordsOrDiacritics() {
        assertEquals(List.of("stop", "cafe", "music", "42", "flight", "software", "flight_software"),
                analyzer.terms("Don't STOP the Café's music: 42 (flight_software)!"), "an identifier is also a term");
        assertEquals(analyzer.terms("Akinoshu Kenji"), analyzer.terms("Akinoshū Kenji"));
        assertEquals(List.of(), analyzer.terms("It is what it is, and they were there."));
    }

    @Test
    void sentencesNeverCrossABlankLineAndCoverAllText() {
        String text = "Margaret Hamilton\n\nShe led the team. It wrote the software!\nWas it hard?  \n \n  Yes.";
        List<Span> sentences = analyzer.sentences(text);
        List<String> covered = sentences.stream().map(s -> text.substring(s.start(), s.end())).toList();
        assertEquals("Margaret Hamilton", covered.get(0));
        assertEquals("She led the team.", covered.get(1));
        assertEquals("Yes.", covered.get(covered.size() - 1));
        assertTrue(covered.stream().noneMatch(s -> s.matches("(?s).*\\n\\s*\\n.*")), covered.toString());
        assertCoversNonBlankText(text, sentences);
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES) // guards against a quadratic blow-up, not a speed test
    void aMegabyteLineWithoutFullStopsIsCutIntoBoundedSentences() {
        String text = unpunctuatedLine(1 << 20, 11);
        List<Span> sentences = analyzer.sentences(text);
        assertCoversNonBlankText(text, sentences);
        assertTrue(sentences.stream().allMatch(s -> s.end() - s.start() <= OpenNlpAnalyzer.MAX_SENTENCE_CHARS));
        List<String> concepts = analyzer.concepts(text.substring(0, 200_000));
        assertFalse(concepts.isEmpty());
    }

    @Test
    void analysisIsThreadSafe() throws Exception {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            texts.add(HAMILTON + " " + unpunctuatedLine(3000, i) + ". The new factories hired workers.");
        }
        List<List<String>> expected = texts.stream().map(analyzer::concepts).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int round = 0; round < 3; round++) {
                for (String text : texts) {
                    results.add(pool.submit(() -> analyzer.concepts(text)));
                }
            }
            for (int i = 0; i < results.size(); i++) {
                assertEquals(expected.get(i % texts.size()), results.get(i).get(1, TimeUnit.MINUTES));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    static void assertCoversNonBlankText(String text, List<Span> spans) {
        boolean[] covered = new boolean[text.length()];
        int previousEnd = 0;
        for (Span span : spans) {
            assertTrue(span.start() >= previousEnd && span.end() > span.start(), "ordered, disjoint, non-empty");
            for (int i = span.start(); i < span.end(); i++) {
                covered[i] = true;
            }
            previousEnd = span.end();
        }
        for (int i = 0; i < text.length(); i++) {
            if (!covered[i]) {
                assertTrue(Character.isWhitespace(text.charAt(i)), "uncovered character at " + i);
            }
        }
    }

    /** Words without a sentence end, e.g. a log line or a scraped page without punctuation. */
    static String unpunctuatedLine(int length, long seed) {
        String[] words = {"lunar", "module", "Apollo", "guidance", "computer", "software", "engineer", "Hamilton",
            "orbit", "descent", "engine", "alarm", "memory", "crew", "Houston"};
        Random random = new Random(seed);
        StringBuilder line = new StringBuilder(length + 16);
        while (line.length() < length) {
            line.append(words[random.nextInt(words.length)]).append(' ');
        }
        return line.substring(0, length).strip();
    }
}
