package dev.lazygraph.service.wiring;

import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * The embedder ingest and query use: the one the process carries, unless {@code lazygraph.embeddings.enabled} is
 * false; none in a process without the embeddings module (the functions unless built with -Pembeddings), and
 * none over a store that keeps no passage vectors: embedding there would slow every ingest and load the model
 * at a cold start for a signal the store cannot hold.
 */
@Singleton
public class EmbedderChoice {
    private final Optional<TextEmbedder> embedder;

    @Inject
    EmbedderChoice(LazygraphConfig config, Instance<TextEmbedder> embedders, GraphStore store) {
        this.embedder = config.embeddings().enabled() && embedders.isResolvable() && store.keepsPassageVectors()
                ? Optional.of(embedders.get()) : Optional.empty();
    }

    public Optional<TextEmbedder> embedder() {
        return embedder;
    }
}
