package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.cache.ContentKey;
import dev.lazygraph.core.cache.DerivedCache;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import java.text.Normalizer;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Port to the cache of relevance verdicts, keyed by the normalized question and the chunk (whose id carries
 * its document's revision), scoped by collection, invalidated per document like the summary cache.
 */
public interface VerdictCache extends DerivedCache {

    /** Cached verdicts about {@code chunks} for the question {@code questionKey}, by chunk id; misses are absent. */
    Map<String, CachedVerdict> get(String collection, String questionKey, Collection<Chunk> chunks);

    /** Stores verdicts of one collection, replacing any under the same question and chunk. */
    void put(List<CachedVerdict> verdicts);

    /** Removes every verdict about a chunk of {@code document} (any revision); returns how many were removed. */
    @Override
    int invalidate(DocumentId document);

    /**
     * The key of a question: SHA-256 of its text in Unicode NFKC, lower case, whitespace collapsed. The
     * version prefix changes whenever what a verdict was judged on (the snippet, the prompt) changes.
     */
    static String questionKey(String question) {
        String normalized = Normalizer.normalize(question, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .replaceAll("\\s+", " ").strip();
        return ContentKey.of("verdict-v1\n" + normalized);
    }
}
