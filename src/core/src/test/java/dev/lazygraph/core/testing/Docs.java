package dev.lazygraph.core.testing;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Hand-made documents of one chunk with exactly the terms and concepts a test needs. */
public final class Docs {
    private Docs() {
    }

    /**
     * A one-chunk document whose text is its terms; each term and concept occurs once.
     *
     * @param terms    space-separated BM25 terms
     * @param concepts concepts
     */
    public static DocumentIndex oneChunk(String collection, String key, String terms, String... concepts) {
        DocumentId id = new DocumentId(collection, key);
        Map<String, Integer> tf = new HashMap<>();
        List<String> words = terms.isBlank() ? List.of() : List.of(terms.split(" "));
        words.forEach(t -> tf.merge(t, 1, Integer::sum));
        Map<String, Integer> cc = new HashMap<>();
        for (String c : concepts) {
            cc.merge(c, 1, Integer::sum);
        }
        Chunk chunk = new Chunk(Chunk.idOf(id, "r1", 0), id, "r1", 0, 0, terms.length(), terms);
        return new DocumentIndex(id, "r1", key, words.size(), List.of(new IndexedChunk(chunk, words.size(), tf, cc)));
    }

    /**
     * A one-chunk document about {@code subject} (its title names it), whose text is its terms, mentioning the
     * given names once each.
     */
    public static DocumentIndex about(String collection, String key, String subject, String terms, String... names) {
        DocumentIndex plain = oneChunk(collection, key, terms);
        IndexedChunk chunk = plain.chunks().get(0);
        Map<String, Integer> cc = new HashMap<>();
        cc.put(subject, Mentions.of(1, true, true));
        for (String name : names) {
            cc.merge(name, Mentions.of(1, true, false), Mentions::merge);
        }
        return new DocumentIndex(plain.id(), "r1", subject, plain.words(),
                List.of(new IndexedChunk(chunk.chunk(), chunk.length(), chunk.termFrequencies(), cc)));
    }

    /** A one-chunk document whose text is its terms, mentioning each name and each common noun once. */
    public static DocumentIndex mentioning(String collection, String key, String terms, List<String> names,
                                           List<String> commonNouns) {
        DocumentIndex plain = oneChunk(collection, key, terms);
        IndexedChunk chunk = plain.chunks().get(0);
        Map<String, Integer> cc = new HashMap<>();
        names.forEach(name -> cc.put(name, Mentions.of(1, true, false)));
        commonNouns.forEach(noun -> cc.put(noun, Mentions.of(1, false, false)));
        return new DocumentIndex(plain.id(), "r1", key, plain.words(),
                List.of(new IndexedChunk(chunk.chunk(), chunk.length(), chunk.termFrequencies(), cc)));
    }

    public static String chunkId(String collection, String key) {
        return Chunk.idOf(new DocumentId(collection, key), "r1", 0);
    }
}
