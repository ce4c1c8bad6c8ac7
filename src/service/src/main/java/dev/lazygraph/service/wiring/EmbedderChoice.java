package dev.lazygraph.service.wiring;

import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * The embedder ingest and query use: the one the process carries, unless {@code lazygraph.embeddings.enabled} is
 * false; none in a process without the embeddings module.
 */
@Singleton
public class EmbedderChoice {
    private final Optional<TextEmbedder> embedder;

    @Inject
    EmbedderChoice(LazygraphConfig config, Instance<TextEmbedder> embedders) {
        this.embedder = config.embeddings().enabled() && embedders.isResolvable() ? Optional.of(embedders.get())
                : Optional.empty();
    }

    public Optional<TextEmbedder> embedder() {
        return embedder;
    }
}
