package dev.lazygraph.documents;

import dev.lazygraph.core.document.DocumentExtractor;
import dev.lazygraph.core.document.ExtractedDocument;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Tika extractor, built the first time a document that may be in one of its formats arrives
 * ({@link FormatSignatures}) and never for the others: a process that ingests only text, Markdown and HTML (a
 * Lambda function's cold start, a CLI ingest of a documentation folder) never loads Tika's detector, its
 * media-type registry or the PDF and Office parsers. Thread-safe.
 */
final class DemandLoadedExtractor implements DocumentExtractor {
    private final Supplier<? extends DocumentExtractor> tika;
    private volatile DocumentExtractor built;

    /** @param tika builds the extractor of PDF, Office and the other formats; called at most once */
    DemandLoadedExtractor(Supplier<? extends DocumentExtractor> tika) {
        this.tika = tika;
    }

    @Override
    public Optional<ExtractedDocument> extract(byte[] content, String key) {
        return FormatSignatures.mayBeReadByTika(content) ? tika().extract(content, key) : Optional.empty();
    }

    @Override
    public String formats() {
        return Format.names();
    }

    private DocumentExtractor tika() {
        DocumentExtractor extractor = built;
        if (extractor == null) {
            synchronized (this) {
                extractor = built;
                if (extractor == null) {
                    extractor = tika.get();
                    built = extractor;
                }
            }
        }
        return extractor;
    }
}
