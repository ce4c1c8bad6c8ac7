package dev.lazygraph.api.documents;

import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;
import java.util.Map;
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
        @Schema(description = "The collection; the configured default when absent.") String collection,
        @Schema(description = "The groups that may read it: a caller in any of them; absent or empty: every"
                + " caller. The caller giving them must be in each.")
        List<String> groups,
        @Schema(description = "Tags (name -> value) that filters select it by.") Map<String, String> tags) {
}
