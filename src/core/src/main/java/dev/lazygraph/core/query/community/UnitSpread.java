package dev.lazygraph.core.query.community;

import dev.lazygraph.core.graph.IndexedChunk;
import java.util.Collection;
import java.util.HashMap;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How widely a collection's units ({@link DocumentUnits}) mention each concept, among the chunks a question read.
 * A concept that a good share of the units mention ("laughter", "time", "people", the show's own name) is how the
 * collection talks, not a subject of one of its parts; one said in a few units (a guest's field) sets those apart
 * from the rest. This is document frequency (the idf of term weighting), counted over units rather than files so a
 * subject an episode talks about in all its parts is still one unit's.
 */
public final class UnitSpread {
    /** A concept mentioned in at least this share of the units read (and {@value #MIN_UNITS} at least) is common. */
    static final double COMMON_SHARE = 0.25;
    static final int MIN_UNITS = 3;

    /** Concept -> unit -> how often the unit's chunks read mention it. */
    private final Map<String, Map<String, Integer>> unitsByConcept;
    private final Map<String, Integer> mentions;
    private final int threshold;

    private UnitSpread(Map<String, Map<String, Integer>> unitsByConcept, Map<String, Integer> mentions, int threshold) {
        this.unitsByConcept = unitsByConcept;
        this.mentions = mentions;
        this.threshold = threshold;
    }

    public static UnitSpread of(Collection<IndexedChunk> read, DocumentUnits units) {
        Map<String, Map<String, Integer>> unitsByConcept = new HashMap<>();
        Map<String, Integer> mentions = new HashMap<>();
        Set<String> unitsRead = new HashSet<>();
        for (IndexedChunk chunk : read) {
            String unit = units.unit(chunk.chunk().document().key());
            unitsRead.add(unit);
            chunk.conceptCounts().forEach((concept, count) -> {
                unitsByConcept.computeIfAbsent(concept, k -> new HashMap<>()).merge(unit, count, Integer::sum);
                mentions.merge(concept, count, Integer::sum);
            });
        }
        return new UnitSpread(unitsByConcept, mentions,
                (int) Math.max(MIN_UNITS, Math.ceil(COMMON_SHARE * unitsRead.size())));
    }

    /**
     * Whether {@code concept} belongs to a few units, not to the way the whole collection talks: the chunks read
     * mention it, in fewer units than the threshold. A concept none of them mentions is not known to be anyone's.
     */
    public boolean specific(String concept) {
        int spread = unitsByConcept.getOrDefault(concept, Map.of()).size();
        return spread > 0 && spread < threshold;
    }

    /** The units whose chunks read mention {@code concepts} most, the most first: those the concepts are about. */
    public List<String> mentioning(List<String> concepts) {
        Map<String, Integer> byUnit = new HashMap<>();
        concepts.forEach(c -> unitsByConcept.getOrDefault(c, Map.of()).forEach((u, n) -> byUnit.merge(u, n, Integer::sum)));
        return byUnit.entrySet().stream()
                .sorted(Comparator.comparingInt((Map.Entry<String, Integer> e) -> -e.getValue())
                        .thenComparing(Map.Entry::getKey))
                .map(Map.Entry::getKey).toList();
    }

    /** How often the chunks read mention {@code concept}. */
    public int mentions(String concept) {
        return mentions.getOrDefault(concept, 0);
    }
}
