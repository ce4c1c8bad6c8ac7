package dev.lazygraph.api.query;

import dev.lazygraph.api.collection.RequestedCollection;
import dev.lazygraph.core.access.Caller;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.service.logging.OperationLog;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Arrays;
import java.util.Locale;

/**
 * A question ({@code POST /query}) and a search ({@code POST /search}) from their request bodies to what the API
 * returns: the validation, the collection and the caller's read scope, and the operations log line of each
 * question. The REST resources, the MCP tools (through them) and the question function all call this.
 */
@Singleton
public class Questions {

    private final QueryService queries;
    private final RequestedCollection collections;
    private final OperationLog operations;

    @Inject
    public Questions(QueryService queries, RequestedCollection collections, OperationLog operations) {
        this.queries = queries;
        this.collections = collections;
        this.operations = operations;
    }

    /**
     * Answers a question from one collection, with citations and what it cost.
     *
     * @param requestId names the request in the operations log (API Gateway's own request id in AWS); may be null
     * @throws IllegalArgumentException for a request the API refuses (no question, an unknown route...)
     */
    public AnswerView ask(QueryBody body, Caller caller, String requestId) {
        long start = System.nanoTime();
        String collection = null;
        Answer answer = null;
        String outcome = "failed";
        try {
            if (body == null || body.question() == null) {
                throw new IllegalArgumentException("'question' is required");
            }
            collection = collections.or(body.collection());
            answer = queries.ask(new QueryRequest(collection, body.question(), route(body.route()), body.topK(),
                    body.relevanceBudget(), body.tokenBudget(), Boolean.TRUE.equals(body.graph()),
                    new ReadScope(caller, FilterBody.of(body.filter()))));
            outcome = "ok";
            return AnswerView.of(answer);
        } catch (RuntimeException e) {
            outcome = e.getClass().getSimpleName();
            throw e;
        } finally {
            operations.query(requestId, collection, body == null ? null : body.question(), outcome,
                    answer == null ? 0 : answer.cost().inputTokens(), answer == null ? 0 : answer.cost().outputTokens(),
                    System.nanoTime() - start);
        }
    }

    /** The ranked chunks for a question, with snippets: retrieval alone, no LLM and no communities. */
    public SearchView search(SearchBody body, Caller caller) {
        if (body == null || body.question() == null) {
            throw new IllegalArgumentException("'question' is required");
        }
        int limit = body.limit() == null ? SearchBody.DEFAULT_LIMIT : body.limit();
        return SearchView.of(body.question(), queries.search(collections.or(body.collection()), body.question(),
                limit, new ReadScope(caller, FilterBody.of(body.filter()))));
    }

    static Route route(String name) {
        if (name == null) {
            return null;
        }
        try {
            return Route.valueOf(name.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'route' must be one of "
                    + Arrays.toString(Route.values()).toLowerCase(Locale.ROOT) + ": " + name);
        }
    }
}
