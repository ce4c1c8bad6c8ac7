package dev.lazygraph.core.reconcile;

import dev.lazygraph.core.events.RecordResult;
import dev.lazygraph.core.reconcile.Difference.Kind;
import dev.lazygraph.core.reconcile.Fix.Outcome;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * What a run compared, found and did.
 *
 * @param keys        keys compared (objects and documents, each key once)
 * @param ignored     objects that cannot be documents (folder markers, keys no collection or document key can
 *                    hold)
 * @param refused     objects that are no documents because the ingest refused them: at an earlier run or event
 *                    (unchanged since, so no difference) or at this run's fix
 * @param found       differences by kind, in the order of {@link Kind}
 * @param fixes       what was done about them by outcome, in the order of {@link Outcome} (empty on a dry run)
 * @param resumeAfter where a run stopped early (limit, time) can go on: pass it as the next run's
 *                    {@link ReconcileRun#startAfter()}; {@code null} when the run reached the end
 */
public record ReconcileReport(long keys, long ignored, long refused, Map<Kind, Long> found,
                              Map<Outcome, Long> fixes, String resumeAfter) {

    public ReconcileReport {
        // Enum order, whatever order they were counted in: a summary lists them the same way at every run.
        found = Collections.unmodifiableMap(inOrder(Kind.class, found));
        fixes = Collections.unmodifiableMap(inOrder(Outcome.class, fixes));
    }

    private static <K extends Enum<K>> Map<K, Long> inOrder(Class<K> type, Map<K, Long> counts) {
        Map<K, Long> ordered = new EnumMap<>(type);
        ordered.putAll(counts);
        return ordered;
    }

    public long differences() {
        return found.values().stream().mapToLong(Long::longValue).sum();
    }

    public long found(Kind kind) {
        return found.getOrDefault(kind, 0L);
    }

    public long fixes(Outcome outcome) {
        return fixes.getOrDefault(outcome, 0L);
    }

    public boolean complete() {
        return resumeAfter == null;
    }

    /** Counts a run as it goes. */
    static final class Tally {
        long keys;
        long ignored;
        long refused;
        final Map<Kind, Long> found = new EnumMap<>(Kind.class);
        final Map<Outcome, Long> fixes = new EnumMap<>(Outcome.class);

        void found(Difference difference) {
            found.merge(difference.kind(), 1L, Long::sum);
        }

        void fixed(Fix fix) {
            fixes.merge(fix.outcome(), 1L, Long::sum);
            if (fix.status() == RecordResult.Status.REJECTED) {
                refused++;
            }
        }

        ReconcileReport report(String resumeAfter) {
            return new ReconcileReport(keys, ignored, refused, found, fixes, resumeAfter);
        }
    }
}
