package dev.lazygraph.api.openapi;

/** The names the OpenAPI definition ({@code package-info.java}) and the resources share, and the examples. */
public final class ApiContract {

    public static final String QUERY_TAG = "query";
    public static final String DOCUMENTS_TAG = "documents";
    static final String BEARER = "bearerToken";
    static final String API_KEY = "apiKey";

    public static final String BAD_REQUEST = "BadRequest";
    public static final String UNAUTHORIZED = "Unauthorized";
    public static final String NOT_FOUND = "NotFound";
    public static final String FORBIDDEN = "Forbidden";
    public static final String TOO_LARGE = "ContentTooLarge";
    public static final String UNPROCESSABLE = "UnprocessableContent";
    public static final String SOURCES_CHANGED = "SourcesChanged";
    public static final String INTERNAL_ERROR = "InternalError";

    public static final String QUERY_EXAMPLE = """
            {"question": "Who designed the SeaGlass camera?", "collection": "default", "topK": 8}""";

    public static final String ANSWER_EXAMPLE = """
            {"question": "Who designed the SeaGlass camera?", "route": "BASIC",
             "routeReason": "basic: a \\"who\\" lookup about a named thing", "found": true,
             "text": "MacLeod founded Kestrel Optics in 2002. She designed the SeaGlass camera. [1]",
             "citations": [{"number": 1, "documentKey": "people/leadership.txt", "revision": "3f9a1c2b7d4e5f60",
                            "chunkId": "people/leadership.txt#3f9a1c2b7d4e5f60#0", "start": 762, "end": 910}],
             "furtherSources": [],
             "communities": [],
             "cost": {"llmTokens": {}, "llmCalls": 0, "relevanceTests": 0, "relevanceBudget": 100,
                      "tokenBudget": 20000, "communitiesDetected": 0, "communitiesConsidered": 0,
                      "communitiesSummarized": 0, "cacheHits": 0, "cacheMisses": 0,
                      "latencyMs": {"route": 0, "rank": 14, "answer": 3}, "reusedTokens": {}},
             "warnings": []}""";

    private ApiContract() {
    }
}
