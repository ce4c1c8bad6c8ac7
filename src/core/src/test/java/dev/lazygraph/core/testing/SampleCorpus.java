package dev.lazygraph.core.testing;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.summary.SummaryCache;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A small collection about scientists in two unrelated fields, written so that concepts recur within a field
 * and rarely across: enough structure for ranking, communities and summaries to be checked by hand.
 * Writes go through {@link #put} and {@link #delete}, which update the store and then invalidate the summary
 * cache, in the order the ingest path does.
 */
public final class SampleCorpus {
    public static final String COLLECTION = "sample";

    public static final Map<String, String> DOCUMENTS = Map.of(
            "physics/curie.md", "Marie Curie was born in Warsaw in 1867. Marie Curie studied physics at the "
                    + "Sorbonne in Paris. Marie Curie discovered Polonium and Radium with Pierre Curie. "
                    + "The Nobel Prize in Physics went to Marie Curie and Pierre Curie in 1903. "
                    + "Radium made Marie Curie famous across Europe.",
            "physics/pierre.md", "Pierre Curie was born in Paris in 1859. Pierre Curie studied crystals and "
                    + "magnetism at the Sorbonne. Pierre Curie married Marie Curie in 1895. The Curie point of "
                    + "magnetism is named after Pierre Curie. Pierre Curie shared the Nobel Prize with Henri Becquerel.",
            "physics/becquerel.md", "Henri Becquerel discovered radioactivity in Paris in 1896. Henri Becquerel "
                    + "worked with uranium salts. Henri Becquerel shared the Nobel Prize in Physics with Marie Curie. "
                    + "The unit of radioactivity is named after Henri Becquerel.",
            "computing/lovelace.md", "Ada Lovelace was born in London in 1815. Ada Lovelace wrote the first "
                    + "program for the Analytical Engine of Charles Babbage. Ada Lovelace described loops and "
                    + "variables in her notes. The language Ada is named after Ada Lovelace.",
            "computing/babbage.md", "Charles Babbage designed the Difference Engine in London. Charles Babbage "
                    + "later designed the Analytical Engine. Ada Lovelace published notes on the Analytical Engine "
                    + "of Charles Babbage. The Science Museum in London built a Difference Engine of Charles Babbage.",
            "computing/turing.md", "Alan Turing was born in London in 1912. Alan Turing worked at Bletchley Park "
                    + "on the Enigma cipher. Alan Turing described the Turing Machine in 1936. The Turing Award "
                    + "is named after Alan Turing.");

    private final GraphStore store;
    private final SummaryCache cache;
    private final TestIndexer indexer;
    private final Map<String, String> texts = new LinkedHashMap<>();
    private final Map<String, String> revisions = new LinkedHashMap<>();
    private int writes;

    public SampleCorpus(GraphStore store, SummaryCache cache, TextAnalyzer analyzer) {
        this.store = store;
        this.cache = cache;
        this.indexer = new TestIndexer(analyzer, 2);
        DOCUMENTS.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> put(e.getKey(), e.getValue()));
    }

    /** Stores (or overwrites) a document, then invalidates its summaries; returns the new revision. */
    public synchronized String put(String key, String text) {
        String revision = "r" + (++writes);
        DocumentId id = new DocumentId(COLLECTION, key);
        store.put(indexer.index(id, revision, text));
        texts.put(key, text);
        revisions.put(key, revision);
        cache.invalidate(id);
        return revision;
    }

    /** Overwrites a document in the store only, as an ingest that crashed before invalidating would. */
    public synchronized String putWithoutInvalidating(String key, String text) {
        String revision = "r" + (++writes);
        store.put(indexer.index(new DocumentId(COLLECTION, key), revision, text));
        texts.put(key, text);
        revisions.put(key, revision);
        return revision;
    }

    public synchronized void delete(String key) {
        DocumentId id = new DocumentId(COLLECTION, key);
        store.delete(id);
        texts.remove(key);
        revisions.remove(key);
        cache.invalidate(id);
    }

    public synchronized String text(String key) {
        return texts.get(key);
    }

    public synchronized String revision(String key) {
        return revisions.get(key);
    }
}
