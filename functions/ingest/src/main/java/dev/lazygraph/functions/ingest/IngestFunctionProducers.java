package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import software.amazon.awssdk.services.s3.S3Client;

/** Wires the plain {@link ObjectEventProcessor} to the service's ingest pipeline, the ledger and S3. */
@ApplicationScoped
class IngestFunctionProducers {

    @Produces
    @Singleton
    CollectionRule collectionRule(LazygraphConfig config,
                                  @ConfigProperty(name = "lazygraph.collection-from-prefix", defaultValue = "false")
                                  boolean fromPrefix) {
        return new CollectionRule(fromPrefix, config.collection());
    }

    @Produces
    @Singleton
    ObjectEventProcessor processor(KeyStateLedger ledger, IngestService ingest, S3Client s3, CollectionRule rule,
                                   IngestConfig ingestConfig) {
        return new ObjectEventProcessor(ledger, ingest, new S3ObjectSource(s3), rule, ingestConfig.maxDocumentBytes());
    }
}
