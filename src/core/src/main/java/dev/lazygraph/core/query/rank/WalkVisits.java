package dev.lazygraph.core.query.rank;

import java.util.List;
import java.util.Map;

/**
 * What each part of a walk's restart gave the chunks of its graph ({@link WalkGraph#visits}): {@code parts[p][k]} is
 * the visits part {@code p}'s walkers give chunk {@code chunks[k]}, 0 for none. Arrays by chunk, not maps by id: a
 * walk on a large collection reaches tens of thousands of chunks, of which a ranking keeps fifty.
 */
record WalkVisits(String[] chunks, double[][] parts) {

    /** The same visits given as one map per part (chunk id -> visits, each above 0). */
    static WalkVisits of(List<Map<String, Double>> parts) {
        List<String> chunks = parts.stream().flatMap(part -> part.keySet().stream()).distinct().toList();
        double[][] visits = new double[parts.size()][chunks.size()];
        for (int p = 0; p < parts.size(); p++) {
            for (int k = 0; k < chunks.size(); k++) {
                visits[p][k] = parts.get(p).getOrDefault(chunks.get(k), 0.0);
            }
        }
        return new WalkVisits(chunks.toArray(new String[0]), visits);
    }
}
