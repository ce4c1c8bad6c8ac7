package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.events.KeyStateLedgerContract;

class InMemoryKeyStateLedgerTest extends KeyStateLedgerContract {
    @Override
    protected KeyStateLedger newLedger() {
        return new InMemoryKeyStateLedger();
    }
}
