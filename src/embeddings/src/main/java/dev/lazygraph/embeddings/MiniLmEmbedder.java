package dev.lazygraph.embeddings;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.nlp.Lexicon;
import java.util.List;
import java.util.Optional;

/**
 * all-MiniLM-L6-v2, int8-quantized (384 dimensions), run in process by ONNX Runtime through langchain4j; the
 * model is inside the Maven jar, nothing is fetched at run time. Measured beside bge-small on four manuals, it
 * fused with BM25 lifts the passages that hold an answer about as much at three times the speed. Loaded on
 * first use, so a process that never embeds (a cold start that answers from the cache) never pays for it.
 */
public final class MiniLmEmbedder implements TextEmbedder {
    /** The model's tokenizer, inside the langchain4j jar beside it. */
    private static final String TOKENIZER = "/all-minilm-l6-v2-q-tokenizer.json";

    private volatile AllMiniLmL6V2QuantizedEmbeddingModel model;
    private volatile WordPieceLexicon lexicon;

    @Override
    public String model() {
        return "all-minilm-l6-v2-q";
    }

    @Override
    public List<float[]> embed(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        List<TextSegment> segments = texts.stream().map(t -> TextSegment.from(t.isBlank() ? "." : t)).toList();
        return loaded().embedAll(segments).content().stream().map(Embedding::vector).map(MiniLmEmbedder::unit)
                .toList();
    }

    /** The words the model's WordPiece tokenizer keeps whole; read on first use, without loading the model. */
    @Override
    public Optional<Lexicon> lexicon() {
        WordPieceLexicon read = lexicon;
        if (read == null) {
            synchronized (this) {
                if (lexicon == null) {
                    lexicon = WordPieceLexicon.of(TOKENIZER);
                }
                read = lexicon;
            }
        }
        return Optional.of(read);
    }

    private AllMiniLmL6V2QuantizedEmbeddingModel loaded() {
        AllMiniLmL6V2QuantizedEmbeddingModel loaded = model;
        if (loaded == null) {
            synchronized (this) {
                if (model == null) {
                    model = new AllMiniLmL6V2QuantizedEmbeddingModel();
                }
                loaded = model;
            }
        }
        return loaded;
    }

    private static float[] unit(float[] vector) {
        double norm = 0;
        for (float v : vector) {
            norm += v * v;
        }
        float scale = norm == 0 ? 1 : (float) (1 / Math.sqrt(norm));
        float[] unit = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            unit[i] = vector[i] * scale;
        }
        return unit;
    }
}
