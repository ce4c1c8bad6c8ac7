package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.DocumentLinks;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * The chunks an overview of a whole collection starts from, when a global question names no subject (or the
 * ranking finds too few): a sample spread over the collection's documents, most-linked documents first. The
 * pages of a manual that many other pages link to are its major topics (the language reference, the C
 * interface, the pragmas), as in-links mark a page's importance in link analysis; documents without links
 * (transcripts, reports) keep the collection's key order, so the sample spreads evenly over it.
 */
public final class CollectionOverview {
    private CollectionOverview() {
    }

    /**
     * How many themes an overview of {@code documents} documents gives without an LLM: a larger collection
     * covers more topics, but each doubling adds about one (a book of eight chapters has three or four major
     * topics, a manual of a thousand pages ten, not a hundred), so {@code log2(documents)}, never fewer than
     * {@code least}. Extractive themes cost no tokens; with an LLM the budget decides.
     */
    public static int themes(long documents, int least) {
        return Math.max(least, (int) Math.ceil(Math.log(Math.max(1, documents)) / Math.log(2)));
    }

    /**
     * Up to {@code wanted} chunks of {@code documents} (the collection's) other than {@code already}: the first
     * chunk of each document by importance, then later chunks of the same documents in further rounds, spaced
     * so a large collection's sample still spans it.
     */
    public static List<IndexedChunk> sample(List<DocumentRecord> documents, GraphView view, int wanted,
                                            Set<String> already) {
        if (wanted <= 0) {
            return List.of();
        }
        int perDocument = Math.max(1, (wanted + documents.size() - 1) / Math.max(1, documents.size()));
        // One chunk a document: the sample comes from the first documents, as many as it wants and those it skips
        // (a chunk it has already, a document without chunks).
        long empty = documents.stream().filter(d -> d.chunks() == 0).count();
        int used = perDocument == 1 ? (int) Math.min(documents.size(), wanted + already.size() + empty)
                : documents.size();
        List<DocumentRecord> ordered = byImportance(documents, view, wanted, used);
        Set<String> sample = new LinkedHashSet<>();
        for (int round = 0; round < perDocument && sample.size() < wanted; round++) {
            for (int d = 0; d < ordered.size() && sample.size() < wanted; d++) {
                DocumentRecord doc = ordered.get(d);
                if (round < doc.chunks()) {
                    String id = Chunk.idOf(doc.id(), doc.revision(), round * doc.chunks() / perDocument);
                    if (!already.contains(id)) {
                        sample.add(id);
                    }
                }
            }
        }
        Map<String, IndexedChunk> found = view.chunks(sample);
        return sample.stream().map(found::get).filter(c -> c != null).toList();
    }

    /**
     * The first {@code limit} documents by the chunks of other documents that link to them, most first; equally
     * linked ones every {@code n / wanted}-th in key order first, then those after them, so the first {@code wanted}
     * span the collection.
     */
    private static List<DocumentRecord> byImportance(List<DocumentRecord> collection, GraphView view, int wanted,
                                                     int limit) {
        List<DocumentRecord> documents = new ArrayList<>(collection);
        documents.sort(Comparator.comparing(d -> d.id().key()));
        int n = documents.size();
        int step = Math.max(1, n / wanted);
        List<String> links = new ArrayList<>(n);
        documents.forEach(d -> links.add(DocumentLinks.conceptOf(d.id().key())));
        Map<String, ConceptStats> linked = view.concepts(links);
        // Arrays by key position, not maps by key: a manual has thousands of pages, and every question about
        // the whole of it orders them all.
        long[] inLinks = new long[n];
        long[] spread = new long[n];
        for (int i = 0; i < n; i++) {
            ConceptStats stats = linked.get(links.get(i));
            // Every chunk of a document holds its own link concept; the rest are chunks linking to it.
            inLinks[i] = stats == null ? 0 : Math.max(0, stats.chunkFrequency() - documents.get(i).chunks());
            spread[i] = (long) (i % step) * n + i;
        }
        Comparator<Integer> importance = Comparator.comparingLong((Integer i) -> -inLinks[i])
                .thenComparingLong(i -> spread[i]);
        // The first documents only, by a bounded heap: a question about the whole of a large collection samples
        // a few dozen of its tens of thousands of documents.
        PriorityQueue<Integer> first = new PriorityQueue<>(Math.max(1, limit), importance.reversed());
        for (int i = 0; i < n; i++) {
            first.add(i);
            if (first.size() > limit) {
                first.poll();
            }
        }
        Integer[] kept = first.toArray(new Integer[0]);
        Arrays.sort(kept, importance);
        List<DocumentRecord> ordered = new ArrayList<>(kept.length);
        for (int i : kept) {
            ordered.add(documents.get(i));
        }
        return ordered;
    }
}
