package dev.lazygraph.api.documents;

import dev.lazygraph.core.graph.DocumentRecord;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A stored document as {@code GET /documents} lists it (in a {@link DocumentPage}). */
@Schema(name = "Document", requiredProperties = {"collection", "key", "revision", "title", "chunks", "words"})
@RegisterForReflection
public record DocumentView(String collection, String key, String revision, String title, int chunks, long words,
                           @Schema(description = "The groups that may read it; empty: every caller.") List<String> groups,
                           @Schema(description = "Its tags, for filters.") Map<String, String> tags) {

    static DocumentView of(DocumentRecord record) {
        return new DocumentView(record.id().collection(), record.id().key(), record.revision(), record.title(),
                record.chunks(), record.words(), List.copyOf(record.metadata().groups()), record.metadata().tags());
    }
}
