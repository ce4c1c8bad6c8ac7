package dev.lazygraph.core.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.chunk.EdgeBlocks;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Link;
import dev.lazygraph.core.graph.DocumentLinks;
import dev.lazygraph.core.document.Heading;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.HashSet;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DocumentIndexerTest {
    private final OpenNlpAnalyzer analyzer = SharedAnalyzer.get();

    @Test
    void chunksCarryTheirTermsAndConceptsPlusTheTitles() {
        String text = "The guidance computer raised program alarms during the descent. ".repeat(6)
                + "\n\nMargaret Hamilton's team had designed the flight software to shed low-priority tasks. ".repeat(6);
        ParsedDocument document = new ParsedDocument(new DocumentId("default", "apollo.md"), "r1", "Apollo Guidance Computer",
                text.strip(), List.of(), List.of(), "UTF-8");
        DocumentIndex index = new DocumentIndexer(analyzer, new Chunker(analyzer, 40, 1)).index(document);

        assertEquals(document.id(), index.id());
        assertEquals("r1", index.revision());
        assertEquals("Apollo Guidance Computer", index.title());
        assertEquals(text.strip().split("\\s+").length, index.words());
        assertTrue(index.chunks().size() > 1);
        for (IndexedChunk chunk : index.chunks()) {
            List<String> terms = new ArrayList<>(analyzer.terms(chunk.chunk().text()));
            terms.addAll(analyzer.terms("Apollo Guidance Computer"));
            assertEquals(terms.size(), chunk.length(), "edge-block fingerprints are no words of the chunk");
            Map<String, Integer> words = new HashMap<>(chunk.termFrequencies());
            words.keySet().removeIf(term -> term.startsWith(EdgeBlocks.PREFIX));
            assertEquals(counts(terms), words);
            List<String> concepts = new ArrayList<>(analyzer.concepts(chunk.chunk().text()));
            concepts.addAll(analyzer.concepts("Apollo Guidance Computer"));
            concepts.add("apollo guidance computer"); // the title's subject
            concepts.add(DocumentLinks.conceptOf("apollo.md")); // the document itself, what its chunks are about
            Map<String, Integer> mentions = new HashMap<>();
            chunk.conceptCounts().forEach((concept, packed) -> mentions.put(concept, Mentions.count(packed)));
            assertEquals(counts(concepts), mentions);
            int subject = chunk.conceptCounts().get("apollo guidance computer");
            assertTrue(Mentions.isSubject(subject) && Mentions.isName(subject), chunk.conceptCounts().toString());
            assertTrue(chunk.conceptCounts().entrySet().stream()
                    .filter(e -> !e.getKey().equals("apollo guidance computer") && !DocumentLinks.isLink(e.getKey()))
                    .noneMatch(e -> Mentions.isSubject(e.getValue())), "only the title names the subject");
            assertTrue(chunk.termFrequencies().get("apollo") >= 1);
        }
        assertTrue(index.chunks().get(0).conceptCounts().containsKey("guidance computer"));
        assertTrue(Mentions.isName(index.chunks().get(index.chunks().size() - 1).conceptCounts().get("margaret hamilton")));
    }

    @Test
    void aChunkUnderASectionHeadingHoldsItsSubjectAndItsWords() {
        String intro = "The buoy measures waves and currents in the open sea. ".repeat(8);
        String section = "It was placed near the coast in the spring. ".repeat(8);
        String text = "Driftline buoy\n\n" + intro + "\n\nNorth Sea trials\n\n" + section;
        int sectionAt = text.indexOf("North Sea trials");
        ParsedDocument document = new ParsedDocument(new DocumentId("default", "buoy.md"), "r1", "Driftline buoy", text,
                Section.ofHeadings(List.of(new Heading(0, 1, "Driftline buoy"), new Heading(sectionAt, 2, "North Sea trials")),
                        text.length()), List.of(), "UTF-8");
        List<IndexedChunk> chunks = new DocumentIndexer(analyzer, new Chunker(analyzer, 40, 0)).index(document).chunks();

        IndexedChunk last = chunks.get(chunks.size() - 1);
        assertTrue(last.chunk().start() > sectionAt, "the test needs a chunk after the heading");
        assertTrue(Mentions.isSubject(last.conceptCounts().get("north sea trial")), last.conceptCounts().toString());
        assertTrue(Mentions.isSubject(last.conceptCounts().get("driftline buoy")), last.conceptCounts().toString());
        assertTrue(last.termFrequencies().containsKey("trials"), "the heading's words count in the chunks under it");
        IndexedChunk first = chunks.get(0);
        assertFalse(first.conceptCounts().containsKey("north sea trial"), "a later section is not the first chunk's");
    }

    @Test
    void aLinkToAnotherDocumentNamesItAndEveryChunkIsAboutItsOwnDocument() {
        String text = "The pump is described on its own page. ".repeat(10) + "\n\nSee the valve page for its seals.";
        int link = text.indexOf("valve page");
        ParsedDocument document = new ParsedDocument(new DocumentId("default", "docs/pump.html"), "r1", "Pump", text,
                List.of(), List.of(), "UTF-8", List.of(), List.of(new Link(link, "docs/valve.html")));
        List<IndexedChunk> chunks = new DocumentIndexer(analyzer, new Chunker(analyzer, 40, 0)).index(document).chunks();

        for (IndexedChunk chunk : chunks) {
            assertTrue(Mentions.isSubject(chunk.conceptCounts().get(DocumentLinks.conceptOf("docs/pump.html"))));
        }
        IndexedChunk linking = chunks.get(chunks.size() - 1);
        Integer valve = linking.conceptCounts().get(DocumentLinks.conceptOf("docs/valve.html"));
        assertTrue(valve != null && Mentions.isName(valve) && !Mentions.isSubject(valve), linking.conceptCounts().toString());
        assertTrue(chunks.get(0).conceptCounts().keySet().stream().noneMatch(c -> c.contains("valve.html")),
                "only the chunk holding the link names its target");
    }

    @Test
    void theShortParagraphsAtADocumentsEdgesAreFingerprintedInTheChunksHoldingThem() {
        String body = "The harbour crane lifts containers from the ships onto the quay all day long. ".repeat(12);
        String text = "Harbour notes. Made by the port office.\n\n" + body + "\n\nThis page last modified on 2024-05-01.";
        ParsedDocument document = new ParsedDocument(new DocumentId("default", "crane.html"), "r1", "Crane", text,
                List.of(), List.of(), "UTF-8");
        List<IndexedChunk> chunks = new DocumentIndexer(analyzer, new Chunker(analyzer, 40, 0)).index(document).chunks();

        Set<String> first = fingerprints(chunks.get(0));
        Set<String> last = fingerprints(chunks.get(chunks.size() - 1));
        assertEquals(1, first.size(), "the top line: " + chunks.get(0).termFrequencies());
        assertEquals(1, last.size(), "the bottom line: " + chunks.get(chunks.size() - 1).termFrequencies());
        assertTrue(chunks.subList(1, chunks.size() - 1).stream().allMatch(c -> fingerprints(c).isEmpty()),
                "the long paragraph between them is the page's own text");
        String otherDate = text.replace("2024-05-01", "2019-11-30");
        IndexedChunk otherLast = new DocumentIndexer(analyzer, new Chunker(analyzer, 40, 0)).index(new ParsedDocument(
                new DocumentId("default", "other.html"), "r1", "Crane", otherDate, List.of(), List.of(), "UTF-8"))
                .chunks().get(chunks.size() - 1);
        assertEquals(last, fingerprints(otherLast), "dates and numbers do not make a line another");
    }

    private static Set<String> fingerprints(IndexedChunk chunk) {
        Set<String> fingerprints = new HashSet<>(chunk.termFrequencies().keySet());
        fingerprints.removeIf(term -> !term.startsWith(EdgeBlocks.PREFIX));
        return fingerprints;
    }

    private static Map<String, Integer> counts(List<String> values) {
        Map<String, Integer> counts = new HashMap<>();
        values.forEach(value -> counts.merge(value, 1, Integer::sum));
        return counts;
    }
}
