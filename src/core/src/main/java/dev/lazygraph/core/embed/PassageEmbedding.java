package dev.lazygraph.core.embed;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.passage.Passage;
import dev.lazygraph.core.passage.PassageSplitter;
import java.util.ArrayList;
import java.util.List;

/**
 * Embeds a document's passages at ingest (no LLM: a small in-process model). Each passage is embedded with
 * the heading or term it stands under before it, since "The default is 128MB" means something only under
 * "shared_buffers".
 */
public final class PassageEmbedding {
    private final TextEmbedder embedder;
    private final PassageSplitter splitter;

    public PassageEmbedding(TextEmbedder embedder, PassageSplitter splitter) {
        this.embedder = embedder;
        this.splitter = splitter;
    }

    public String model() {
        return embedder.model();
    }

    public DocumentVectors of(List<IndexedChunk> chunks) {
        List<Passage> passages = new ArrayList<>();
        chunks.forEach(chunk -> passages.addAll(splitter.split(chunk)));
        List<float[]> vectors = embedder.embed(passages.stream().map(PassageEmbedding::text).toList());
        List<PassageVector> stored = new ArrayList<>(passages.size());
        for (int i = 0; i < passages.size(); i++) {
            Passage p = passages.get(i);
            stored.add(new PassageVector(p.chunk().chunk().ordinal(), p.start(), p.end(), Int8Vector.of(vectors.get(i))));
        }
        return new DocumentVectors(embedder.model(), stored);
    }

    /** What is embedded of a passage: its label, then its text. */
    public static String text(Passage passage) {
        String label = passage.label();
        return label.isEmpty() || passage.text().startsWith(label) ? passage.text() : label + ". " + passage.text();
    }
}
