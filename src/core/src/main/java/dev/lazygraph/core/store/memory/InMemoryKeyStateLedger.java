package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.KeyStateLedger;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The key-state ledger of the {@code memory} store kind and of tests: in this process only; thread-safe. */
public final class InMemoryKeyStateLedger implements KeyStateLedger {
    private final Map<DocumentId, KeyState> states = new ConcurrentHashMap<>();

    @Override
    public Optional<KeyState> state(DocumentId document) {
        return Optional.ofNullable(states.get(document));
    }

    @Override
    public boolean record(DocumentId document, KeyState state) {
        boolean[] recorded = {false};
        states.compute(document, (id, current) -> {
            if (current != null && !state.sequencer().isNewerThan(current.sequencer())) {
                return current;
            }
            recorded[0] = true;
            return state;
        });
        return recorded[0];
    }

    @Override
    public boolean replace(DocumentId document, Optional<KeyState> expected, KeyState replacement) {
        KeyStateLedger.requireSequencerKept(expected, replacement);
        boolean[] replaced = {false};
        states.compute(document, (id, current) -> {
            boolean unchanged = current == null ? expected.isEmpty()
                    : expected.isPresent() && current.sequencer().compareTo(expected.get().sequencer()) == 0;
            if (!unchanged) {
                return current;
            }
            replaced[0] = true;
            return replacement;
        });
        return replaced[0];
    }
}
