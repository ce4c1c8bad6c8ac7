package dev.lazygraph.aws.events;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.events.KeyStateLedgerContract;
import org.junit.jupiter.api.extension.RegisterExtension;

class DynamoDbKeyStateLedgerTest extends KeyStateLedgerContract {
    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();

    /** A fresh table per test: the contract reuses its keys. */
    @Override
    protected KeyStateLedger newLedger() {
        return new DynamoDbKeyStateLedger(dynalite.client(), dynalite.createTable("ledger"));
    }
}
