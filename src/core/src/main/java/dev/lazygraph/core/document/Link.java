package dev.lazygraph.core.document;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;

/**
 * A link of a document's text to another document of the collection.
 *
 * @param offset where the link's text starts in the parsed text
 * @param target the key of the document it points to (resolved against the linking document's key)
 */
public record Link(int offset, String target) {
    /**
     * The key of the document {@code href} points to from the document stored under {@code fromKey}: a relative
     * reference resolved against it, without its fragment or query; empty for a link to another site, to the
     * same document, or one that cannot be read.
     */
    public static Optional<String> target(String fromKey, String href) {
        try {
            URI link = new URI(href.strip());
            if (link.isAbsolute() || link.getRawAuthority() != null || link.getPath() == null
                    || link.getPath().isEmpty() || link.getPath().startsWith("/")) {
                return Optional.empty();
            }
            URI resolved = new URI(null, null, fromKey, null).resolve(new URI(null, null, link.getPath(), null))
                    .normalize();
            String key = resolved.getPath();
            return key.startsWith("../") || key.equals(fromKey) || key.isEmpty() ? Optional.empty() : Optional.of(key);
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }
}
