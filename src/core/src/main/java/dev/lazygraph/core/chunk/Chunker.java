package dev.lazygraph.core.chunk;

import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a document into chunks of whole sentences of about {@code targetTokens} words, each repeating the
 * last {@code overlapSentences} sentences of the one before so a statement split across chunks is still
 * found whole. A short document stays one chunk, and a small remainder is added to the last chunk rather
 * than left as a fragment. Every non-blank character of the text lies in at least one chunk, and each chunk
 * carries the pages, sections and code blocks of the document that it overlaps. Thread-safe.
 */
public final class Chunker {
    /** A remainder up to this share of the target joins the chunk before it. */
    private static final int SMALL_TAIL_DIVISOR = 4;

    private final TextAnalyzer analyzer;
    private final int targetTokens;
    private final int overlapSentences;

    public Chunker(TextAnalyzer analyzer, int targetTokens, int overlapSentences) {
        if (targetTokens < 1 || overlapSentences < 0) {
            throw new IllegalArgumentException("targetTokens must be >= 1 and overlapSentences >= 0");
        }
        this.analyzer = analyzer;
        this.targetTokens = targetTokens;
        this.overlapSentences = overlapSentences;
    }

    public List<Chunk> chunk(ParsedDocument document) {
        String text = document.text();
        List<Span> sentences = analyzer.sentences(text);
        int n = sentences.size();
        long[] wordsAfter = new long[n + 1];
        int[] words = new int[n];
        for (int k = n - 1; k >= 0; k--) {
            words[k] = countWords(text, sentences.get(k).start(), sentences.get(k).end());
            wordsAfter[k] = wordsAfter[k + 1] + words[k];
        }
        List<Chunk> chunks = new ArrayList<>();
        int first = 0;
        while (first < n) {
            int last = first;
            long size = words[first];
            while (last + 1 < n && size + words[last + 1] <= targetTokens) {
                last++;
                size += words[last];
            }
            if (wordsAfter[last + 1] * SMALL_TAIL_DIVISOR <= targetTokens) {
                last = n - 1;
            }
            int start = sentences.get(first).start();
            int end = sentences.get(last).end();
            int ordinal = chunks.size();
            int from = start;
            int to = end;
            chunks.add(new Chunk(Chunk.idOf(document.id(), document.revision(), ordinal), document.id(),
                    document.revision(), ordinal, start, end, text.substring(start, end),
                    ChunkPages.of(document.pageStarts(), start, end),
                    document.sections().stream().filter(s -> s.overlaps(from, to)).toList(),
                    document.code().stream().filter(c -> c.overlaps(from, to)).toList()));
            if (last == n - 1) {
                break;
            }
            first = Math.max(first + 1, last + 1 - overlapSentences);
        }
        return chunks;
    }

    /** Whitespace-separated words in {@code text[start, end)}: the unit of chunk sizes and document lengths. */
    public static int countWords(String text, int start, int end) {
        int count = 0;
        boolean inWord = false;
        for (int i = start; i < end; i++) {
            boolean whitespace = Character.isWhitespace(text.charAt(i));
            if (!whitespace && !inWord) {
                count++;
            }
            inWord = !whitespace;
        }
        return count;
    }
}
