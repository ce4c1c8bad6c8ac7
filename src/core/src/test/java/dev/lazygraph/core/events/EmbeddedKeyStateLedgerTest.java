package dev.lazygraph.core.events;

class EmbeddedKeyStateLedgerTest extends KeyStateLedgerContract {
    @Override
    protected KeyStateLedger newLedger() {
        return new EmbeddedKeyStateLedger();
    }
}
