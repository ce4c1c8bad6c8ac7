package dev.lazygraph.aws.graph;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;

/**
 * Document indexes built without the NLP pipeline: every word is a BM25 term and every capitalized word a
 * concept, so tests can state expected counts by reading the text.
 */
final class TestDocuments {
    private TestDocuments() {
    }

    /** A collection id no other test (or earlier run on the same table) uses. */
    static String freshCollection(String prefix) {
        return prefix + UUID.randomUUID().toString().substring(0, 8);
    }

    static DocumentIndex index(String collection, String key, String revision, String... chunkTexts) {
        return index(new DocumentId(collection, key), revision, List.of(chunkTexts));
    }

    static DocumentIndex index(DocumentId id, String revision, List<String> chunkTexts) {
        List<IndexedChunk> chunks = new ArrayList<>();
        long words = 0;
        int offset = 0;
        for (int i = 0; i < chunkTexts.size(); i++) {
            String text = chunkTexts.get(i);
            Map<String, Integer> terms = new TreeMap<>();
            Map<String, Integer> concepts = new TreeMap<>();
            for (String word : text.split("[^\\p{L}\\p{N}]+")) {
                if (word.isEmpty()) {
                    continue;
                }
                words++;
                terms.merge(word.toLowerCase(Locale.ROOT), 1, Integer::sum);
                if (Character.isUpperCase(word.codePointAt(0))) {
                    concepts.merge(word.toLowerCase(Locale.ROOT), 1, Integer::sum);
                }
            }
            int length = terms.values().stream().mapToInt(Integer::intValue).sum();
            Chunk chunk = new Chunk(Chunk.idOf(id, revision, i), id, revision, i, offset, offset + text.length(), text);
            chunks.add(new IndexedChunk(chunk, length, terms, concepts));
            offset += text.length() + 1;
        }
        return new DocumentIndex(id, revision, id.key(), words, chunks);
    }

    /** A random document over a small vocabulary with a few hub concepts, for exactness under churn. */
    static DocumentIndex random(DocumentId id, String revision, Random random) {
        String[] concepts = {"Graph", "Graph", "Graph", "Node", "Node", "Edge", "Leiden", "Rank", "Query", "Chunk",
                "Summary", "Cache", "Table", "Index"};
        String[] words = {"the", "of", "with", "many", "few", "links", "counts", "store", "fast"};
        List<String> chunks = new ArrayList<>();
        int chunkCount = 1 + random.nextInt(2);
        for (int c = 0; c < chunkCount; c++) {
            StringBuilder text = new StringBuilder();
            int length = 3 + random.nextInt(5);
            for (int w = 0; w < length; w++) {
                String[] pool = random.nextInt(3) == 0 ? words : concepts;
                text.append(pool[random.nextInt(pool.length)]).append(' ');
            }
            chunks.add(text.toString().trim());
        }
        return index(id, revision, chunks);
    }
}
