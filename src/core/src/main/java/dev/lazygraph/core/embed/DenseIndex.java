package dev.lazygraph.core.embed;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Every stored passage vector of a collection made by one model, searched exhaustively: a 1 M-word manual has
 * about 15,000 passages, 6 MB of int8 vectors, scanned in milliseconds, so an approximate index would add a
 * dependency and a recall loss for nothing at this size.
 */
public final class DenseIndex {
    public static final DenseIndex EMPTY = new DenseIndex(List.of());
    /** A chunk holds about three passages; this many passages are searched per chunk wanted. */
    private static final int PASSAGES_PER_CHUNK = 4;

    /** One stored passage: its chunk's id and its vector. */
    public record Entry(String chunkId, PassageVector passage) {
    }

    /** A passage and how close it is to the question (a dot product of unit vectors). */
    public record Hit(String chunkId, int start, int end, double similarity) {
    }

    private final List<Entry> entries;
    private final Map<String, Int8Vector> byPassage = new HashMap<>();

    private DenseIndex(List<Entry> entries) {
        this.entries = entries;
        entries.forEach(e -> byPassage.put(e.chunkId() + "@" + e.passage().start(), e.passage().vector()));
    }

    /** The vector of the passage of {@code chunkId} starting at {@code start}, when one was stored. */
    public Optional<Int8Vector> vectorOf(String chunkId, int start) {
        return Optional.ofNullable(byPassage.get(chunkId + "@" + start));
    }

    /** The chunks of the passages closest to {@code question}, at most {@code k}, closest first. */
    public List<String> nearestChunks(float[] question, int k) {
        Set<String> chunks = new LinkedHashSet<>();
        for (Hit hit : nearest(question, PASSAGES_PER_CHUNK * k)) {
            if (chunks.size() == k) {
                break;
            }
            chunks.add(hit.chunkId());
        }
        return List.copyOf(chunks);
    }

    public static DenseIndex of(List<Stored> documents, String model) {
        List<Entry> entries = new ArrayList<>();
        for (Stored stored : documents) {
            if (!stored.vectors().model().equals(model)) {
                continue;
            }
            for (PassageVector p : stored.vectors().passages()) {
                entries.add(new Entry(Chunk.idOf(stored.id(), stored.revision(), p.chunk()), p));
            }
        }
        return new DenseIndex(List.copyOf(entries));
    }

    /** A stored document revision's vectors. */
    public record Stored(DocumentId id, String revision, DocumentVectors vectors) {
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    public int size() {
        return entries.size();
    }

    /** The {@code k} passages closest to {@code question}, closest first. */
    public List<Hit> nearest(float[] question, int k) {
        PriorityQueue<Hit> best = new PriorityQueue<>((a, b) -> Double.compare(a.similarity(), b.similarity()));
        for (Entry e : entries) {
            double similarity = e.passage().vector().dot(question);
            if (best.size() < k) {
                best.add(new Hit(e.chunkId(), e.passage().start(), e.passage().end(), similarity));
            } else if (similarity > best.peek().similarity()) {
                best.poll();
                best.add(new Hit(e.chunkId(), e.passage().start(), e.passage().end(), similarity));
            }
        }
        List<Hit> hits = new ArrayList<>(best);
        hits.sort((a, b) -> Double.compare(b.similarity(), a.similarity()));
        return hits;
    }
}
