package dev.lazygraph.api.documents;

import dev.lazygraph.core.graph.DocumentRecord;
import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A stored document as {@code GET /documents} lists it (in a {@link DocumentPage}). */
@Schema(name = "Document", requiredProperties = {"collection", "key", "revision", "title", "chunks", "words"})
@RegisterForReflection
public record DocumentView(String collection, String key, String revision, String title, int chunks, long words) {

    static DocumentView of(DocumentRecord record) {
        return new DocumentView(record.id().collection(), record.id().key(), record.revision(), record.title(),
                record.chunks(), record.words());
    }
}
