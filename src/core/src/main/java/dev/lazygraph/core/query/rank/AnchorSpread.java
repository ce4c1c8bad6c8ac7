package dev.lazygraph.core.query.rank;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Spreads a ranking over the parts of a question. A question with two anchors ("which film has the director
 * who died first, Alpha or Beta?") needs the passages each of them leads to; ranked by one score, the anchor
 * with the richer neighbourhood takes every place and the other's director is never reached. Here each part
 * of the walk's restart (each anchor, and the rest of the question) ranks the chunks by the visits its own
 * walkers give them, and the ranking takes one new chunk from each part in turn: in each round the parts go
 * in the order of the visits of the chunk they offer. No weight decides how many places a part gets.
 */
final class AnchorSpread {
    private AnchorSpread() {
    }

    /**
     * @param parts for each part of the restart, chunk id -> visits from that part
     * @param depth chunks wanted
     * @return at most {@code depth} chunks in spread order, each with its visits from all parts together
     */
    static List<Map.Entry<String, Double>> order(List<Map<String, Double>> parts, int depth) {
        Map<String, Double> total = new LinkedHashMap<>();
        List<List<Map.Entry<String, Double>>> lists = new ArrayList<>();
        for (Map<String, Double> part : parts) {
            part.forEach((chunk, visits) -> total.merge(chunk, visits, Double::sum));
            lists.add(part.entrySet().stream().sorted(Ranking.byScore()).toList());
        }
        int[] next = new int[lists.size()];
        Set<String> taken = new HashSet<>();
        List<Map.Entry<String, Double>> ordered = new ArrayList<>();
        while (ordered.size() < depth) {
            List<Integer> offering = new ArrayList<>();
            for (int p = 0; p < lists.size(); p++) {
                if (skipTaken(lists.get(p), next, p, taken)) {
                    offering.add(p);
                }
            }
            if (offering.isEmpty()) {
                break;
            }
            offering.sort(Comparator.comparing((Integer p) -> lists.get(p).get(next[p]), Ranking.byScore()));
            for (int p : offering) {
                if (ordered.size() < depth && skipTaken(lists.get(p), next, p, taken)) {
                    String chunk = lists.get(p).get(next[p]).getKey();
                    taken.add(chunk);
                    ordered.add(Map.entry(chunk, total.get(chunk)));
                }
            }
        }
        return ordered;
    }

    /** Moves part {@code p} past the chunks already taken; whether it has one left to offer. */
    private static boolean skipTaken(List<Map.Entry<String, Double>> list, int[] next, int p, Set<String> taken) {
        while (next[p] < list.size() && taken.contains(list.get(next[p]).getKey())) {
            next[p]++;
        }
        return next[p] < list.size();
    }
}
