package dev.lazygraph.s3.wiring;

import dev.lazygraph.aws.events.DynamoDbKeyStateLedger;
import dev.lazygraph.aws.reconcile.DynamoDbReconcileCursor;
import dev.lazygraph.core.events.CollectionRule;
import dev.lazygraph.core.store.memory.InMemoryKeyStateLedger;
import dev.lazygraph.core.events.KeyMirror;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.events.ObjectEventProcessor;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.reconcile.KeyReconciler;
import dev.lazygraph.core.reconcile.ReconcileCursor;
import dev.lazygraph.core.reconcile.Reconciler;
import dev.lazygraph.s3.S3BucketListing;
import dev.lazygraph.s3.S3ObjectSource;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * Wires the plain event processor and reconciler to the service's ingest pipeline, the ledger and S3 (the
 * client of the Quarkiverse S3 extension, {@code quarkus.s3.*}), for the ingest function and the CLI. Both write
 * through one {@link KeyMirror}. Nothing here is built until something asks for it.
 */
@ApplicationScoped
public class BucketProducers {

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
            case EMBEDDED -> throw new IllegalStateException("the S3 event order is kept in DynamoDB, beside the graph:"
                    + " set LAZYGRAPH_STORE=dynamodb (or memory for a throw-away run)");
        };
    }

    @Produces
    @Singleton
    KeyMirror keyMirror(IngestService ingest, S3Client s3, IngestConfig ingestConfig) {
        return new KeyMirror(ingest, new S3ObjectSource(s3), ingestConfig.maxDocumentBytes());
    }

    @Produces
    @Singleton
    ObjectEventProcessor processor(KeyStateLedger ledger, KeyMirror mirror, CollectionRule rule) {
        return new ObjectEventProcessor(ledger, mirror, rule);
    }

    @Produces
    @Singleton
    Reconciler reconciler(S3Client s3, GraphStore store, KeyStateLedger ledger, KeyMirror mirror, CollectionRule rule) {
        return new Reconciler(new S3BucketListing(s3), store, ledger, new KeyReconciler(ledger, mirror), rule);
    }

    @Produces
    @Singleton
    ReconcileCursor reconcileCursor(LazygraphConfig config, Instance<DynamoDbClient> dynamoDb) {
        return new DynamoDbReconcileCursor(dynamoDb.get(), config.table());
    }
}
