package dev.lazygraph.documents;

import dev.lazygraph.core.document.DocumentExtractor;
import dev.lazygraph.core.document.ExtractionLimits;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Gives the processes that ingest documents (the CLI, the local server and the ingest function) the reader of
 * PDF, Office and the other formats, by depending on this module; the query function does not, and reads text
 * only. Tika is loaded when a document that may be in one of its formats first arrives
 * ({@link DemandLoadedExtractor}), not when the process starts.
 */
@ApplicationScoped
public class DocumentExtractorProducer {

    @Produces
    @Singleton
    DocumentExtractor documentExtractor(ExtractionLimits limits) {
        return new DemandLoadedExtractor(() -> TikaDocumentExtractor.standard(limits));
    }
}
