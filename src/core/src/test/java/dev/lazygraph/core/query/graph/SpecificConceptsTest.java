package dev.lazygraph.core.query.graph;

import static dev.lazygraph.core.testing.Docs.oneChunk;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SpecificConceptsTest {
    private static final String C = "c";

    /** Concepts with Zipf-like chunk frequencies over 400 one-chunk documents; the first 60 are "at hand". */
    private static final class Corpus {
        final InMemoryGraphStore store = new InMemoryGraphStore();
        final Map<String, Double> weight = new HashMap<>();
        final Map<String, Integer> heldBy = new HashMap<>();
        int postingReads;

        Corpus(long seed) {
            Random random = new Random(seed);
            for (int d = 0; d < 400; d++) {
                List<String> concepts = new ArrayList<>();
                for (int k = 0; k < 12; k++) {
                    concepts.add("concept " + (int) Math.floor(Math.pow(500, random.nextDouble())));
                }
                store.put(oneChunk(C, "doc" + d, "word", concepts.toArray(String[]::new)));
                if (d < 60) {
                    double chunkWeight = random.nextDouble();
                    concepts.stream().distinct().forEach(concept -> {
                        weight.merge(concept, chunkWeight, Double::sum);
                        heldBy.merge(concept, 1, Integer::sum);
                    });
                }
            }
        }

        GraphView view() {
            return new GraphView(counting(store), C, ReadScope.EVERYTHING);
        }

        /** What reading every candidate's postings and sorting would select. */
        List<String> everyCandidateRead(long minChunks, double maxChunks, int limit) {
            GraphView all = new GraphView(store, C, ReadScope.EVERYTHING);
            long n = all.stats().chunks();
            Map<String, ConceptStats> stats = all.concepts(weight.keySet());
            Map<String, Double> score = new HashMap<>();
            stats.forEach((concept, s) -> {
                if (s.chunkFrequency() >= minChunks && s.chunkFrequency() <= maxChunks) {
                    score.put(concept, weight.get(concept) * Specificity.ofConcept(n, s.chunkFrequency()));
                }
            });
            return score.entrySet().stream()
                    .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                    .limit(limit).map(Map.Entry::getKey).collect(Collectors.toList());
        }

        private GraphStore counting(GraphStore inner) {
            return new GraphStore() {
                public PutResult put(DocumentIndex index) {
                    return inner.put(index);
                }

                public boolean delete(DocumentId id) {
                    return inner.delete(id);
                }

                public Optional<DocumentRecord> document(DocumentId id) {
                    return inner.document(id);
                }

                public List<DocumentRecord> documents(String collection) {
                    return inner.documents(collection);
                }

                public CorpusStats stats(String collection) {
                    return inner.stats(collection);
                }

                public Map<Set<String>, CorpusStats> groupedStats(String collection) {
                    return inner.groupedStats(collection);
                }

                public Map<String, List<Posting>> termPostings(String collection, Collection<String> terms) {
                    return inner.termPostings(collection, terms);
                }

                public Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts) {
                    postingReads += concepts.size();
                    return inner.conceptPostings(collection, concepts);
                }

                public List<IndexedChunk> chunks(String collection, Collection<String> ids) {
                    return inner.chunks(collection, ids);
                }
            };
        }
    }

    @Test
    void selectsExactlyWhatReadingEveryCandidateWouldWhileReadingFewer() {
        for (long seed = 1; seed <= 5; seed++) {
            Corpus corpus = new Corpus(seed);
            for (int limit : List.of(1, 10, 40)) {
                corpus.postingReads = 0;
                List<String> selected = SpecificConcepts.top(corpus.view(), corpus.weight, corpus.heldBy, 1,
                        Double.POSITIVE_INFINITY, limit);

                assertEquals(corpus.everyCandidateRead(1, Double.POSITIVE_INFINITY, limit), selected,
                        "seed " + seed + ", limit " + limit);
                assertTrue(corpus.postingReads < corpus.weight.size(), corpus.postingReads + " reads for "
                        + corpus.weight.size() + " candidates, seed " + seed + ", limit " + limit);
            }
        }
    }

    @Test
    void theChunkFrequencyRangeLeavesOutRareAndHubConcepts() {
        Corpus corpus = new Corpus(7);
        List<String> selected = SpecificConcepts.top(corpus.view(), corpus.weight, corpus.heldBy, 2, 30, 25);

        assertEquals(corpus.everyCandidateRead(2, 30, 25), selected);
        GraphView view = new GraphView(corpus.store, C, ReadScope.EVERYTHING);
        view.concepts(selected).values().forEach(s ->
                assertTrue(s.chunkFrequency() >= 2 && s.chunkFrequency() <= 30, s.toString()));
    }

    @Test
    void readsEveryCandidateOnlyWhenAllAreWanted() {
        Corpus corpus = new Corpus(3);
        List<String> selected = SpecificConcepts.top(corpus.view(), corpus.weight, corpus.heldBy, 1,
                Double.POSITIVE_INFINITY, corpus.weight.size());

        assertEquals(corpus.weight.size(), selected.size());
        assertEquals(corpus.weight.size(), corpus.postingReads);
        assertEquals(List.of(), SpecificConcepts.top(corpus.view(), corpus.weight, corpus.heldBy, 1,
                Double.POSITIVE_INFINITY, 0));
    }
}
