package dev.lazygraph.api.query;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.query.SearchHit;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The chunks found for a question by retrieval alone, best first ({@code POST /search}, the MCP tool
 * {@code search}).
 */
@Schema(name = "SearchResult", requiredProperties = {"question", "hits"})
@RegisterForReflection
public record SearchView(String question, List<Hit> hits) {

    static SearchView of(String question, List<SearchHit> hits) {
        return new SearchView(question, hits.stream().map(Hit::of).toList());
    }

    @Schema(name = "SearchHit", description = "One chunk and its question-relevant sentences.",
            requiredProperties = {"chunkId", "documentKey", "revision", "start", "end", "score", "snippet"})
    @RegisterForReflection
    public record Hit(
            @Schema(description = "The chunk (GET /chunks/{chunkId}, percent-encoded).") String chunkId,
            String documentKey,
            String revision,
            @Schema(description = "The chunk's span [start, end) in the document's parsed text.") int start,
            int end,
            @Schema(description = "The ranking's score; comparable within one search only.") double score,
            @Schema(description = "The chunk's sentences covering most of the question.") String snippet) {

        static Hit of(SearchHit hit) {
            Chunk chunk = hit.chunk();
            return new Hit(chunk.id(), chunk.document().key(), chunk.revision(), chunk.start(), chunk.end(),
                    hit.score(), hit.snippet());
        }
    }
}
