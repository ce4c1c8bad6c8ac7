package dev.lazygraph.service.wiring;

import dev.lazygraph.aws.graph.DynamoDbGraphStore;
import dev.lazygraph.aws.relevance.DynamoDbVerdictCache;
import dev.lazygraph.aws.summary.DynamoDbSummaryCache;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DynamoDB adapters, on the client of the Quarkiverse DynamoDB extension ({@code quarkus.dynamodb.*}
 * configures region, endpoint and credentials), and the embedded store where the application carries one.
 * The client is only created when the DynamoDB store is chosen.
 */
@ApplicationScoped
class Stores {

    private final Instance<DynamoDbClient> client;
    private final Instance<EmbeddedStores> embedded;
    private final LazygraphConfig config;

    @Inject
    Stores(Instance<DynamoDbClient> client, Instance<EmbeddedStores> embedded, LazygraphConfig config) {
        this.client = client;
        this.embedded = embedded;
        this.config = config;
    }

    /** @throws IllegalStateException in a build without the embedded store (the Lambda functions) */
    EmbeddedStores embedded() {
        if (embedded.isUnsatisfied()) {
            throw new IllegalStateException("lazygraph.store=embedded is not part of this build (the Lambda functions"
                    + " keep the graph in DynamoDB): set LAZYGRAPH_STORE=dynamodb, or memory for a throw-away run");
        }
        return embedded.get();
    }

    GraphStore dynamoDbGraphStore() {
        return new DynamoDbGraphStore(client.get(), config.table());
    }

    SummaryCache dynamoDbSummaryCache() {
        return new DynamoDbSummaryCache(client.get(), config.table());
    }

    VerdictCache dynamoDbVerdictCache() {
        return new DynamoDbVerdictCache(client.get(), config.table());
    }
}
