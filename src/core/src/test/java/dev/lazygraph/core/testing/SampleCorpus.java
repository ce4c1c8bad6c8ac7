package dev.lazygraph.core.testing;

import dev.lazygraph.core.cache.DerivedCache;
import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.DocumentIndexer;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A small collection about scientists in two unrelated fields, written so that concepts recur within a field
 * and rarely across: enough structure for ranking, communities and summaries to be checked by hand. Writes
 * go through the real ingest path (parser, chunker, analyzer, indexer, store, then cache invalidation), with
 * chunks of about 20 words so a document spans several chunks.
 */
public final class SampleCorpus {
    public static final String COLLECTION = "sample";

    public static final Map<String, String> DOCUMENTS = Map.of(
            "physics/curie.txt", "Marie Curie was born in Warsaw in 1867. Marie Curie studied physics at the "
                    + "Sorbonne in Paris. Marie Curie discovered Polonium and Radium with Pierre Curie. "
                    + "The Nobel Prize in Physics went to Marie Curie and Pierre Curie in 1903. "
                    + "Radium made Marie Curie famous across Europe.",
            "physics/pierre.txt", "Pierre Curie was born in Paris in 1859. Pierre Curie studied crystals and "
                    + "magnetism at the Sorbonne. Pierre Curie married Marie Curie in 1895. The Curie point of "
                    + "magnetism is named after Pierre Curie. Pierre Curie shared the Nobel Prize with Henri Becquerel.",
            "physics/becquerel.txt", "Henri Becquerel discovered radioactivity in Paris in 1896. Henri Becquerel "
                    + "worked with uranium salts. Henri Becquerel shared the Nobel Prize in Physics with Marie Curie. "
                    + "The unit of radioactivity is named after Henri Becquerel.",
            "computing/lovelace.txt", "Ada Lovelace was born in London in 1815. Ada Lovelace wrote the first "
                    + "program for the Analytical Engine of Charles Babbage. Ada Lovelace described loops and "
                    + "variables in her notes. The language Ada is named after Ada Lovelace.",
            "computing/babbage.txt", "Charles Babbage designed the Difference Engine in London. Charles Babbage "
                    + "later designed the Analytical Engine. Ada Lovelace published notes on the Analytical Engine "
                    + "of Charles Babbage. The Science Museum in London built a Difference Engine of Charles Babbage.",
            "computing/turing.txt", "Alan Turing was born in London in 1912. Alan Turing worked at Bletchley Park "
                    + "on the Enigma cipher. Alan Turing described the Turing Machine in 1936. The Turing Award "
                    + "is named after Alan Turing.");

    private static final IngestConfig INGEST = new IngestConfig(IngestConfig.DEFAULT_MAX_DOCUMENT_BYTES, 20, 0);

    private final GraphStore store;
    private final IngestService ingest;
    private final DocumentParser parser = new DocumentParser(INGEST.maxDocumentBytes());
    private final DocumentIndexer indexer;
    private final Map<String, String> texts = new LinkedHashMap<>();
    private final Map<String, String> revisions = new LinkedHashMap<>();

    public SampleCorpus(GraphStore store, DerivedCache cache, TextAnalyzer analyzer) {
        this.store = store;
        this.ingest = new IngestService(INGEST, analyzer, store, cache);
        this.indexer = new DocumentIndexer(analyzer, new Chunker(analyzer, INGEST.chunkTargetTokens(),
                INGEST.chunkOverlapSentences()));
        DOCUMENTS.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> put(e.getKey(), e.getValue()));
    }

    private static SourceDocument source(String key, String text) {
        return new SourceDocument(new DocumentId(COLLECTION, key), null, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Ingests (or overwrites) a document the way the service does; returns its revision. */
    public synchronized String put(String key, String text) {
        IngestOutcome outcome = ingest.ingest(source(key, text));
        if (outcome.isRejected()) {
            throw new IllegalArgumentException("sample document rejected: " + outcome);
        }
        remember(key, outcome.revision(), text);
        return outcome.revision();
    }

    /** Overwrites a document in the store only, as an ingest that crashed before invalidating would. */
    public synchronized String putWithoutInvalidating(String key, String text) {
        DocumentIndex index = indexer.index(parser.parse(source(key, text)));
        store.put(index);
        remember(key, index.revision(), text);
        return index.revision();
    }

    public synchronized void delete(String key) {
        ingest.delete(new DocumentId(COLLECTION, key));
        texts.remove(key);
        revisions.remove(key);
    }

    private void remember(String key, String revision, String text) {
        texts.put(key, parser.parse(source(key, text)).text());
        revisions.put(key, revision);
    }

    /** The parsed text of the current revision: the text citation offsets refer to. */
    public synchronized String text(String key) {
        return texts.get(key);
    }

    public synchronized String revision(String key) {
        return revisions.get(key);
    }
}
