package dev.lazygraph.functions.ingest;

import dev.lazygraph.aws.events.DynamoDbKeyStateLedger;
import dev.lazygraph.core.store.memory.InMemoryKeyStateLedger;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.s3.S3Client;

/** Wires the plain {@link ObjectEventProcessor} to the service's ingest pipeline, the ledger and S3. */
@ApplicationScoped
class IngestFunctionProducers {

    @Produces
    @Singleton
    CollectionRule collectionRule(LazygraphConfig config) {
        return new CollectionRule(config.collectionFromPrefix(), config.collection());
    }

    /**
     * The ledger must outlive the process exactly as long as the store does: in DynamoDB next to the graph,
     * or in memory with the throw-away memory store. The embedded store on disk has no ledger to match.
     */
    @Produces
    @Singleton
    KeyStateLedger keyStateLedger(LazygraphConfig config, Instance<DynamoDbClient> dynamoDb) {
        return switch (config.store()) {
            case DYNAMODB -> new DynamoDbKeyStateLedger(dynamoDb.get(), config.table());
            case MEMORY -> new InMemoryKeyStateLedger();
            case EMBEDDED -> throw new IllegalStateException("the ingest function keeps the S3 event order in "
                    + "DynamoDB: set LAZYGRAPH_STORE=dynamodb (or memory for a throw-away run)");
        };
    }

    /**
     * Built at start with the clients it needs ({@link IngestPriming} loads the models): Lambda's init (and, on
     * java21, the SnapStart snapshot) then includes them, not the first event of every new execution environment.
     */
    @Produces
    @Singleton
    ObjectEventProcessor processor(KeyStateLedger ledger, IngestService ingest, S3Client s3, CollectionRule rule,
                                   IngestConfig ingestConfig) {
        return new ObjectEventProcessor(ledger, ingest, new S3ObjectSource(s3), rule, ingestConfig.maxDocumentBytes());
    }
}
