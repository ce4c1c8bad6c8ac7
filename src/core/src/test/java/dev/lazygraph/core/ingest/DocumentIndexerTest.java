package dev.lazygraph.core.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DocumentIndexerTest {
    private final OpenNlpAnalyzer analyzer = SharedAnalyzer.get();

    @Test
    void chunksCarryTheirTermsAndConceptsPlusTheTitles() {
        String text = "The guidance computer raised program alarms during the descent. ".repeat(6)
                + "\n\nMargaret Hamilton's team had designed the flight software to shed low-priority tasks. ".repeat(6);
        ParsedDocument document = new ParsedDocument(new DocumentId("default", "apollo.md"), "r1", "Apollo Guidance Computer",
                text.strip(), "UTF-8");
        DocumentIndex index = new DocumentIndexer(analyzer, new Chunker(analyzer, 40, 1)).index(document);

        assertEquals(document.id(), index.id());
        assertEquals("r1", index.revision());
        assertEquals("Apollo Guidance Computer", index.title());
        assertEquals(text.strip().split("\\s+").length, index.words());
        assertTrue(index.chunks().size() > 1);
        for (IndexedChunk chunk : index.chunks()) {
            List<String> terms = new ArrayList<>(analyzer.terms(chunk.chunk().text()));
            terms.addAll(analyzer.terms("Apollo Guidance Computer"));
            assertEquals(terms.size(), chunk.length());
            assertEquals(counts(terms), chunk.termFrequencies());
            List<String> concepts = new ArrayList<>(analyzer.concepts(chunk.chunk().text()));
            concepts.addAll(analyzer.concepts("Apollo Guidance Computer"));
            assertEquals(counts(concepts), chunk.conceptCounts());
            assertTrue(chunk.conceptCounts().containsKey("apollo guidance computer"), chunk.conceptCounts().toString());
            assertTrue(chunk.termFrequencies().get("apollo") >= 1);
        }
        assertTrue(index.chunks().get(0).conceptCounts().containsKey("guidance computer"));
        assertTrue(index.chunks().get(index.chunks().size() - 1).conceptCounts().containsKey("margaret hamilton"));
    }

    private static Map<String, Integer> counts(List<String> values) {
        Map<String, Integer> counts = new HashMap<>();
        values.forEach(value -> counts.merge(value, 1, Integer::sum));
        return counts;
    }
}
