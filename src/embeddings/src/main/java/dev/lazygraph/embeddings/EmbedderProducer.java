package dev.lazygraph.embeddings;

import dev.lazygraph.core.embed.TextEmbedder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Gives the processes that carry this module (the CLI, the local server and both functions) the in-process
 * embedder; whether it is used is the {@code lazygraph.embeddings.enabled} setting. Its model loads on first use.
 */
@ApplicationScoped
public class EmbedderProducer {

    @Produces
    @Singleton
    TextEmbedder textEmbedder() {
        return new MiniLmEmbedder();
    }
}
