package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.graph.IndexedChunk;
import java.util.List;

/** Decides whether chunks help answer the question. */
public interface RelevanceJudge {

    enum Verdict {
        RELEVANT, IRRELEVANT,
        /** the judge could not decide: the LLM failed or is past its deadline; judge the rest lexically */
        UNAVAILABLE,
        /** the token budget is spent: judge the rest lexically */
        OUT_OF_BUDGET,
        /** the judge's answer about this chunk was unreadable: judge this chunk lexically, keep the judge */
        UNCLEAR
    }

    /** One verdict per chunk, in order; each decided chunk is one relevance test. */
    List<Verdict> judge(List<IndexedChunk> chunks);
}
