package dev.lazygraph.core.document;

import java.util.Optional;

/**
 * Reads the documents that are not plain text (PDF, Office, OpenDocument, RTF, EPUB: whatever an adapter
 * supports), recognized by their content rather than their name. A port: the core parses text, Markdown and
 * HTML itself and asks an extractor only for the rest, so a process that never reads such formats (the query
 * function) carries none of their parsers. Implementations are thread-safe.
 */
public interface DocumentExtractor {

    /** Reads nothing: every document goes to the text parsers. */
    DocumentExtractor NONE = new DocumentExtractor() {
        @Override
        public Optional<ExtractedDocument> extract(byte[] content, String key) {
            return Optional.empty();
        }

        @Override
        public String formats() {
            return "";
        }
    };

    /**
     * @param key the document's key, a hint only: the content decides the format
     * @return the document's text and structure when its content is in a format this extractor reads; empty
     *         for anything else (text, HTML, unknown binary), which the text parsers then judge
     * @throws RejectedDocumentException when it is such a format but cannot be read (encrypted, no text layer,
     *                                   corrupt or truncated, over a limit), with the reason
     * @throws RuntimeException          for a fault of the extractor itself, which says nothing about the document
     */
    Optional<ExtractedDocument> extract(byte[] content, String key);

    /** The formats it reads, for messages ("PDF, DOCX, ..."); empty when none. */
    String formats();
}
