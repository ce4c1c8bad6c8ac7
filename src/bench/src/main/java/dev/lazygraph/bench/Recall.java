package dev.lazygraph.bench;

import java.util.List;
import java.util.Set;

/** Passage Recall@k as defined by the HippoRAG papers: |gold ∩ top-k| / |gold|. */
final class Recall {
    private Recall() {
    }

    static double at(int k, List<String> rankedPassages, Set<String> gold) {
        long found = rankedPassages.stream().limit(k).filter(gold::contains).count();
        return (double) found / gold.size();
    }
}
