package dev.lazygraph.api.documents;

import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Body of {@code POST /documents}: one document as text. The key's extension (.txt, .md, .html) selects the
 * parser, as a file name or S3 key would.
 */
@Schema(name = "DocumentRequest", requiredProperties = {"key", "text"})
@RegisterForReflection
public record DocumentBody(
        @Schema(description = "The document's key, e.g. a path; its extension selects the parser.") String key,
        String text,
        @Schema(description = "The collection; the configured default when absent.") String collection) {
}
