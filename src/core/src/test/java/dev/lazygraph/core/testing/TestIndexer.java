package dev.lazygraph.core.testing;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Test double of the document indexer: chunks of a fixed number of sentences. */
public final class TestIndexer {
    private final TextAnalyzer analyzer;
    private final int sentencesPerChunk;

    public TestIndexer(TextAnalyzer analyzer, int sentencesPerChunk) {
        this.analyzer = analyzer;
        this.sentencesPerChunk = sentencesPerChunk;
    }

    public DocumentIndex index(DocumentId id, String revision, String text) {
        List<TextAnalyzer.Span> sentences = analyzer.sentences(text);
        List<IndexedChunk> chunks = new ArrayList<>();
        long words = 0;
        for (int i = 0; i < sentences.size(); i += sentencesPerChunk) {
            int start = sentences.get(i).start();
            int end = sentences.get(Math.min(i + sentencesPerChunk, sentences.size()) - 1).end();
            String chunkText = text.substring(start, end);
            int ordinal = chunks.size();
            Chunk chunk = new Chunk(Chunk.idOf(id, revision, ordinal), id, revision, ordinal, start, end, chunkText);
            List<String> terms = analyzer.terms(chunkText);
            words += terms.size();
            chunks.add(new IndexedChunk(chunk, terms.size(), counts(terms), counts(analyzer.concepts(chunkText))));
        }
        return new DocumentIndex(id, revision, id.key(), words, chunks);
    }

    private static Map<String, Integer> counts(List<String> items) {
        Map<String, Integer> counts = new HashMap<>();
        items.forEach(item -> counts.merge(item, 1, Integer::sum));
        return counts;
    }
}
