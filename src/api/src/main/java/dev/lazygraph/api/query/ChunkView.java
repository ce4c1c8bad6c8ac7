package dev.lazygraph.api.query;

import dev.lazygraph.core.chunk.Chunk;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A stored chunk as {@code GET /chunks/{id}} returns it: what a citation points into.
 *
 * @param start offset of {@code text} in the document's parsed text; a citation's span {@code [s, e)} is
 *              {@code text.substring(s - start, e - start)}
 */
@RegisterForReflection
public record ChunkView(String collection, String id, String documentKey, String revision, int ordinal, int start,
                        int end, String text) {

    static ChunkView of(Chunk chunk) {
        return new ChunkView(chunk.document().collection(), chunk.id(), chunk.document().key(), chunk.revision(),
                chunk.ordinal(), chunk.start(), chunk.end(), chunk.text());
    }
}
