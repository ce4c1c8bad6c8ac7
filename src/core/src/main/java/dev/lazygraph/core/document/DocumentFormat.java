package dev.lazygraph.core.document;

import java.util.Locale;
import java.util.Optional;

/** The formats ingest accepts, recognized by the key's file extension. */
enum DocumentFormat {
    TEXT, MARKDOWN, HTML;

    static final String SUPPORTED = ".txt, .md, .markdown, .html, .htm";

    static Optional<DocumentFormat> ofKey(String key) {
        String extension = extension(key);
        return switch (extension) {
            case "txt" -> Optional.of(TEXT);
            case "md", "markdown" -> Optional.of(MARKDOWN);
            case "html", "htm" -> Optional.of(HTML);
            default -> Optional.empty();
        };
    }

    static String extension(String key) {
        String name = fileName(key);
        int dot = name.lastIndexOf('.');
        return dot <= 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    static String fileName(String key) {
        int slash = Math.max(key.lastIndexOf('/'), key.lastIndexOf('\\'));
        return key.substring(slash + 1);
    }
}
