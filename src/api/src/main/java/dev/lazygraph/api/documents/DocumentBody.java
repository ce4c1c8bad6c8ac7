package dev.lazygraph.api.documents;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Body of {@code POST /documents}: one document as text. The key's extension (.txt, .md, .html) selects the
 * parser, as a file name or S3 key would.
 */
@RegisterForReflection
public record DocumentBody(String key, String text, String collection) {
}
