package dev.lazygraph.api.query;

import dev.lazygraph.core.access.DocumentFilter;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The {@code filter} of a question or search: which documents of the collection it is about. Only ever narrows
 * what the caller may read.
 *
 * @param keyPrefix documents whose key starts with any of these (absent: any key)
 * @param tags      for each tag named, documents whose value of it is any of those listed
 */
@Schema(name = "DocumentFilter", description = "Restricts the question to the documents whose key starts with any"
        + " of keyPrefix and, for each tag named in tags, whose value of it is any of those listed.")
@RegisterForReflection
public record FilterBody(
        @Schema(description = "Key prefixes, any of which a document's key starts with.", examples = "[\"hr/\"]")
        List<String> keyPrefix,
        @Schema(description = "Tag -> values, any of which the document's tag has.",
                examples = "{\"dept\": [\"legal\", \"hr\"]}") Map<String, List<String>> tags) {

    /** The filter a request names; none: the whole collection. */
    static DocumentFilter of(FilterBody body) {
        return body == null ? DocumentFilter.NONE : DocumentFilter.of(body.keyPrefix(), body.tags());
    }
}
