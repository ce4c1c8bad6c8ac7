package dev.lazygraph.core.query;

import dev.lazygraph.core.access.ReadScope;

/**
 * One question. Optional fields are {@code null} for "use the configured default".
 *
 * @param route           {@code null} lets the rule-based router choose
 * @param topK            chunks the answer is built from
 * @param relevanceBudget relevance tests allowed for this query
 * @param tokenBudget     LLM tokens allowed for this query
 * @param graph           whether the answer carries its {@link AnswerGraph} (off by default: most callers
 *                        only want the answer, and the graph is by far its largest part)
 * @param scope           who asks and what the question is restricted to: the answer is built only from the
 *                        documents in it; {@code null} is a caller without identity and without a filter
 */
public record QueryRequest(String collection, String question, Route route, Integer topK,
                           Integer relevanceBudget, Integer tokenBudget, boolean graph, ReadScope scope) {

    public QueryRequest {
        scope = scope == null ? new ReadScope(null, null) : scope;
    }

    public QueryRequest(String collection, String question, Route route, Integer topK, Integer relevanceBudget,
                        Integer tokenBudget, boolean graph) {
        this(collection, question, route, topK, relevanceBudget, tokenBudget, graph, null);
    }

    public QueryRequest(String collection, String question, Route route, Integer topK, Integer relevanceBudget,
                        Integer tokenBudget) {
        this(collection, question, route, topK, relevanceBudget, tokenBudget, false);
    }

    public static QueryRequest of(String collection, String question) {
        return new QueryRequest(collection, question, null, null, null, null);
    }

    public QueryRequest withRoute(Route forced) {
        return new QueryRequest(collection, question, forced, topK, relevanceBudget, tokenBudget, graph, scope);
    }

    public QueryRequest withGraph(boolean wanted) {
        return new QueryRequest(collection, question, route, topK, relevanceBudget, tokenBudget, wanted, scope);
    }

    public QueryRequest withScope(ReadScope within) {
        return new QueryRequest(collection, question, route, topK, relevanceBudget, tokenBudget, graph, within);
    }
}
