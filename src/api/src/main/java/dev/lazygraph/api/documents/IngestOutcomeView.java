package dev.lazygraph.api.documents;

import dev.lazygraph.core.ingest.IngestOutcome;
import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What storing one document did, as {@code POST /documents} answers it (a refused document is a 422 problem). */
@Schema(name = "IngestOutcome", requiredProperties = {"id", "status", "revision", "chunks", "concepts", "words"})
@RegisterForReflection
public record IngestOutcomeView(
        DocumentRef id,
        Status status,
        @Schema(description = "The revision stored or found unchanged: a hash of the content.") String revision,
        int chunks,
        @Schema(description = "Distinct concepts of the stored revision; 0 when unchanged (not analyzed again).")
        int concepts,
        long words) {

    static IngestOutcomeView of(IngestOutcome outcome) {
        return new IngestOutcomeView(new DocumentRef(outcome.id().collection(), outcome.id().key()),
                Status.valueOf(outcome.status().name()), outcome.revision(), outcome.chunks(), outcome.concepts(),
                outcome.words());
    }

    /** The outcomes a stored document can have. */
    public enum Status { CREATED, REPLACED, UNCHANGED }

    @Schema(requiredProperties = {"collection", "key"})
    @RegisterForReflection
    public record DocumentRef(String collection, String key) {
    }
}
