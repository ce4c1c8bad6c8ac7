package dev.lazygraph.core.passage;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a chunk into passages of whole sentences, each up to {@code maxWords} words (a longer sentence is a
 * passage of its own). Sentence-aligned, so a passage never starts or ends inside the sentence that answers.
 */
public final class PassageSplitter {
    /** About a paragraph: ten passages hold about the tokens of three chunks. */
    public static final int MAX_WORDS = 100;

    private final TextAnalyzer analyzer;
    private final int maxWords;

    public PassageSplitter(TextAnalyzer analyzer) {
        this(analyzer, MAX_WORDS);
    }

    PassageSplitter(TextAnalyzer analyzer, int maxWords) {
        this.analyzer = analyzer;
        this.maxWords = maxWords;
    }

    public List<Passage> split(IndexedChunk chunk) {
        String text = chunk.chunk().text();
        List<Passage> passages = new ArrayList<>();
        int start = -1;
        int end = 0;
        int words = 0;
        for (TextAnalyzer.Span sentence : analyzer.sentences(text)) {
            int sentenceWords = words(text.substring(sentence.start(), sentence.end()));
            if (start >= 0 && words + sentenceWords > maxWords) {
                passages.add(new Passage(chunk, start, end));
                start = -1;
                words = 0;
            }
            if (start < 0) {
                start = sentence.start();
            }
            end = sentence.end();
            words += sentenceWords;
        }
        if (start >= 0) {
            passages.add(new Passage(chunk, start, end));
        }
        return passages;
    }

    static int words(String text) {
        String stripped = text.strip();
        return stripped.isEmpty() ? 0 : stripped.split("\\s+").length;
    }
}
