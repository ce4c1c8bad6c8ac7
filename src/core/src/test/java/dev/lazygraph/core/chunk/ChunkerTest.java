package dev.lazygraph.core.chunk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer.Span;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class ChunkerTest {
    private static final DocumentId ID = new DocumentId("default", "history/apollo.txt");
    private static final String[] SENTENCES = {
        "Apollo 11 was the first crewed mission to land on the Moon.",
        "Neil Armstrong and Buzz Aldrin landed the lunar module Eagle on July 20, 1969.",
        "Michael Collins stayed in lunar orbit aboard the command module Columbia.",
        "The guidance computer raised several program alarms during the descent.",
        "Margaret Hamilton's team had designed the flight software to shed low-priority tasks.",
        "Armstrong took manual control and steered the lander past a boulder field.",
        "The crew returned safely and splashed down in the Pacific Ocean on July 24.",
    };

    private final TextAnalyzer analyzer = SharedAnalyzer.get();

    @Test
    void aShortPassageStaysOneChunk() {
        String text = String.join(" ", SENTENCES);
        List<Chunk> chunks = new Chunker(analyzer, 300, 1).chunk(document(text));
        assertEquals(1, chunks.size());
        Chunk chunk = chunks.get(0);
        assertEquals(new Chunk(Chunk.idOf(ID, "r1", 0), ID, "r1", 0, 0, text.length(), text), chunk);
    }

    @Test
    void longTextIsSplitAtSentencesNearTheTargetWithOverlap() {
        String text = longText(60);
        int target = 50;
        List<Chunk> chunks = new Chunker(analyzer, target, 1).chunk(document(text));
        assertTrue(chunks.size() > 5, "several chunks: " + chunks.size());
        List<Span> sentences = analyzer.sentences(text);
        for (int k = 0; k < chunks.size(); k++) {
            Chunk chunk = chunks.get(k);
            assertEquals(k, chunk.ordinal());
            assertEquals(Chunk.idOf(ID, "r1", k), chunk.id());
            assertEquals(text.substring(chunk.start(), chunk.end()), chunk.text());
            assertTrue(startsASentence(sentences, chunk.start()) && endsASentence(sentences, chunk.end()),
                    "chunks hold whole sentences: " + chunk.text());
            int words = Chunker.countWords(text, chunk.start(), chunk.end());
            assertTrue(words <= target + target / 4, "chunk " + k + " has " + words + " words");
            if (k > 0) {
                Chunk previous = chunks.get(k - 1);
                assertTrue(chunk.start() < previous.end(), "overlaps the previous chunk");
                assertTrue(chunk.start() > previous.start(), "advances");
                assertEquals(1, sentencesIn(sentences, chunk.start(), previous.end()), "by exactly one sentence");
            }
        }
        assertCovers(text, chunks);
    }

    @Test
    void withoutOverlapChunksAreDisjoint() {
        String text = longText(40);
        List<Chunk> chunks = new Chunker(analyzer, 40, 0).chunk(document(text));
        for (int k = 1; k < chunks.size(); k++) {
            assertTrue(chunks.get(k).start() >= chunks.get(k - 1).end());
        }
        assertCovers(text, chunks);
    }

    @Test
    void aSmallRemainderJoinsTheLastChunk() {
        String text = String.join(" ", SENTENCES);
        int words = Chunker.countWords(text, 0, text.length());
        int lastSentenceWords = Chunker.countWords(SENTENCES[6], 0, SENTENCES[6].length());
        List<Chunk> chunks = new Chunker(analyzer, words - lastSentenceWords, 0).chunk(document(text));
        assertEquals(1, chunks.size(), "a one-sentence remainder is not a chunk of its own");
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES) // guards against a quadratic blow-up, not a speed test
    void aMegabyteSingleLineIsChunkedCompletely() {
        StringBuilder line = new StringBuilder();
        Random random = new Random(5);
        while (line.length() < 1 << 20) {
            line.append(SENTENCES[random.nextInt(SENTENCES.length)].replace(".", ""))
                    .append(random.nextInt(10) == 0 ? ". " : " ");
        }
        String text = line.toString().strip();
        List<Chunk> chunks = new Chunker(analyzer, 300, 1).chunk(document(text));
        assertTrue(chunks.size() > 100);
        assertCovers(text, chunks);
        assertTrue(chunks.stream().allMatch(c -> Chunker.countWords(text, c.start(), c.end()) < 2 * 300));
    }

    private static ParsedDocument document(String text) {
        return new ParsedDocument(ID, "r1", "Apollo", text, List.of(), List.of(), "UTF-8");
    }

    private static String longText(int sentences) {
        Random random = new Random(sentences);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < sentences; i++) {
            text.append(SENTENCES[random.nextInt(SENTENCES.length)]).append(i % 5 == 4 ? "\n\n" : " ");
        }
        return text.toString().strip();
    }

    private static boolean startsASentence(List<Span> sentences, int offset) {
        return sentences.stream().anyMatch(s -> s.start() == offset);
    }

    private static boolean endsASentence(List<Span> sentences, int offset) {
        return sentences.stream().anyMatch(s -> s.end() == offset);
    }

    private static long sentencesIn(List<Span> sentences, int start, int end) {
        return sentences.stream().filter(s -> s.start() >= start && s.end() <= end).count();
    }

    private static void assertCovers(String text, List<Chunk> chunks) {
        boolean[] covered = new boolean[text.length()];
        for (Chunk chunk : chunks) {
            for (int i = chunk.start(); i < chunk.end(); i++) {
                covered[i] = true;
            }
        }
        for (int i = 0; i < text.length(); i++) {
            assertTrue(covered[i] || Character.isWhitespace(text.charAt(i)), "text lost at offset " + i);
        }
    }
}
