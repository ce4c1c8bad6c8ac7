package dev.lazygraph.api.query;

import dev.lazygraph.core.chunk.Chunk;
import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A stored chunk as {@code GET /chunks/{id}} returns it: what a citation points into.
 *
 * @param start offset of {@code text} in the document's parsed text; a citation's span {@code [s, e)} is
 *              {@code text.substring(s - start, e - start)}
 */
@Schema(name = "Chunk", description = "A stored chunk: what a citation points into.",
        requiredProperties = {"collection", "id", "documentKey", "revision", "ordinal", "start", "end", "text"})
@RegisterForReflection
public record ChunkView(String collection, String id, String documentKey, String revision,
                        @Schema(description = "Its position in the document, from 0.") int ordinal,
                        @Schema(description = "Offset of text in the document's parsed text.") int start,
                        int end, String text) {

    static ChunkView of(Chunk chunk) {
        return new ChunkView(chunk.document().collection(), chunk.id(), chunk.document().key(), chunk.revision(),
                chunk.ordinal(), chunk.start(), chunk.end(), chunk.text());
    }
}
