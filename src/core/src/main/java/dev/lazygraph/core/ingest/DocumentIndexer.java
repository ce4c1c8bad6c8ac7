package dev.lazygraph.core.ingest;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a parsed document into what it contributes to the graph: its chunks with BM25 terms and concepts.
 * The title counts as part of every chunk, because titles carry the names a passage is about ("Apollo 11")
 * while its text often only says "the mission". Thread-safe.
 */
public final class DocumentIndexer {
    private final TextAnalyzer analyzer;
    private final Chunker chunker;

    public DocumentIndexer(TextAnalyzer analyzer, Chunker chunker) {
        this.analyzer = analyzer;
        this.chunker = chunker;
    }

    public DocumentIndex index(ParsedDocument document) {
        List<String> titleTerms = analyzer.terms(document.title());
        List<String> titleConcepts = analyzer.concepts(document.title());
        List<IndexedChunk> indexed = new ArrayList<>();
        for (Chunk chunk : chunker.chunk(document)) {
            List<String> terms = analyzer.terms(chunk.text());
            Map<String, Integer> termFrequencies = counts(terms, titleTerms);
            Map<String, Integer> conceptCounts = counts(analyzer.concepts(chunk.text()), titleConcepts);
            indexed.add(new IndexedChunk(chunk, terms.size() + titleTerms.size(), termFrequencies, conceptCounts));
        }
        String text = document.text();
        return new DocumentIndex(document.id(), document.revision(), document.title(),
                Chunker.countWords(text, 0, text.length()), indexed);
    }

    private static Map<String, Integer> counts(List<String> values, List<String> titleValues) {
        Map<String, Integer> counts = new HashMap<>();
        for (String value : values) {
            counts.merge(value, 1, Integer::sum);
        }
        for (String value : titleValues) {
            counts.merge(value, 1, Integer::sum);
        }
        return counts;
    }
}
