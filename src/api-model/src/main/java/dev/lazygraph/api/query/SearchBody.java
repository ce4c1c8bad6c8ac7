package dev.lazygraph.api.query;

import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Body of {@code POST /search}. Only {@code question} is required. */
@Schema(name = "SearchRequest", requiredProperties = "question")
@RegisterForReflection
public record SearchBody(
        @Schema(description = "The question or keywords.") String question,
        @Schema(description = "The collection; the configured default when absent.") String collection,
        @Schema(description = "Chunks to return (1-100).", minimum = "1", maximum = "100",
                defaultValue = "" + SearchBody.DEFAULT_LIMIT) Integer limit,
        @Schema(description = "Restricts the search to part of the collection (key prefixes, tags).")
        FilterBody filter) {

    static final int DEFAULT_LIMIT = 10;
}
