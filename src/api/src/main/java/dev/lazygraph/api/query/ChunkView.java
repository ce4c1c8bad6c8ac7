package dev.lazygraph.api.query;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;
import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import java.util.List;

/**
 * A stored chunk as {@code GET /chunks/{id}} returns it: what a citation points into.
 *
 * @param start      offset of {@code text} in the document's parsed text; a citation's span {@code [s, e)} is
 *                   {@code text.substring(s - start, e - start)}
 * @param page       the 1-based page (PDF page, slide, Word page) the chunk starts on; {@code null} for a
 *                   document without pages
 * @param lastPage   the page it ends on when that is a later one, else {@code null}
 * @param pageBreaks offsets (in the parsed text, like {@code start}) where its next pages begin, in order
 * @param section    the heading of the section it starts in; {@code null} when none governs it
 * <p>
 * A {@code null} page, lastPage or section is left out of the JSON rather than sent as {@code null}: get_chunk's
 * MCP output schema declares them integer and string, and a client that checks replies against it (the official
 * MCP SDK does) refuses a {@code null}.
 */
@Schema(name = "Chunk", description = "A stored chunk: what a citation points into.",
        requiredProperties = {"collection", "id", "documentKey", "revision", "ordinal", "start", "end", "text"})
@RegisterForReflection
public record ChunkView(String collection, String id, String documentKey, String revision,
                        @Schema(description = "Its position in the document, from 0.") int ordinal,
                        @Schema(description = "Offset of text in the document's parsed text.") int start,
                        int end, String text,
                        @Schema(description = "The 1-based page it starts on; absent for a document without pages.")
                        @JsonInclude(JsonInclude.Include.NON_NULL) Integer page,
                        @Schema(description = "The page it ends on when that is a later one; else absent.")
                        @JsonInclude(JsonInclude.Include.NON_NULL) Integer lastPage,
                        @Schema(description = "Offsets where its next pages begin.") List<Integer> pageBreaks,
                        @Schema(description = "The heading of the section it starts in; absent when none governs it.")
                        @JsonInclude(JsonInclude.Include.NON_NULL) String section) {

    static ChunkView of(Chunk chunk) {
        ChunkPages pages = chunk.pages();
        return new ChunkView(chunk.document().collection(), chunk.id(), chunk.document().key(), chunk.revision(),
                chunk.ordinal(), chunk.start(), chunk.end(), chunk.text(), pages.hasPages() ? pages.first() : null,
                pages.last() > pages.first() ? pages.last() : null, pages.breaks(), chunk.sectionAt(chunk.start()));
    }
}
