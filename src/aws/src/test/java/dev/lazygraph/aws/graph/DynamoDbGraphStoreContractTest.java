package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStoreContract;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The core GraphStore contract on dynalite; every store gets its own table (the contract fixes collection ids). */
class DynamoDbGraphStoreContractTest extends GraphStoreContract<DynamoDbGraphStore> {
    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();

    /** The table keeps no count of grouped documents: every view that could be smaller checks its postings. */
    @Override
    protected boolean tracksGroupedDocuments() {
        return false;
    }

    @Override
    protected DynamoDbGraphStore newStore() {
        return dynalite.releaseWithScope(new DynamoDbGraphStore(dynalite.client(), dynalite.createTable("contract")));
    }
}
