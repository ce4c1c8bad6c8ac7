package dev.lazygraph.api.openapi;

import dev.lazygraph.api.problem.Problem;
import org.eclipse.microprofile.openapi.annotations.Components;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeIn;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.servers.Server;
import org.eclipse.microprofile.openapi.annotations.servers.ServerVariable;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The parts of the OpenAPI document ({@code /q/openapi}) that belong to no single operation: servers, the two
 * ways to send the token, tags, and the error responses every operation shares (each a problem document), so
 * generated clients get one error type and one security setting.
 */
@OpenAPIDefinition(
        info = @Info(title = "lazygraph API", version = "0.1.0",
                description = "Lazy GraphRAG: ingest documents, ask questions, get answers with citations and"
                        + " cost. With LAZYGRAPH_AUTH_TOKEN set, every operation needs the token, as a Bearer"
                        + " token or in X-Api-Key; without it the server is open (and listens on loopback)."),
        servers = {
                @Server(url = "http://127.0.0.1:{port}", description = "lazygraph serve on this machine",
                        variables = @ServerVariable(name = "port", defaultValue = "8080",
                                description = "the --port of lazygraph serve")),
                @Server(url = "https://{apiId}.execute-api.{region}.amazonaws.com",
                        description = "the query function behind its API Gateway HTTP API (the CDK stack)",
                        variables = {
                                @ServerVariable(name = "apiId", defaultValue = "abcdef1234",
                                        description = "the HTTP API's id (the stack's output)"),
                                @ServerVariable(name = "region", defaultValue = "eu-west-1",
                                        description = "the stack's AWS region")})},
        security = {@SecurityRequirement(name = ApiContract.BEARER), @SecurityRequirement(name = ApiContract.API_KEY)},
        tags = {
                @Tag(name = ApiContract.QUERY_TAG, description = "Questions, searches and the chunks citations"
                        + " point into."),
                @Tag(name = ApiContract.DOCUMENTS_TAG, description = "The documents of a collection.")},
        components = @Components(
                securitySchemes = {
                        @SecurityScheme(securitySchemeName = ApiContract.BEARER, type = SecuritySchemeType.HTTP,
                                scheme = "bearer", description = "Authorization: Bearer <LAZYGRAPH_AUTH_TOKEN>"),
                        @SecurityScheme(securitySchemeName = ApiContract.API_KEY, type = SecuritySchemeType.APIKEY,
                                in = SecuritySchemeIn.HEADER, apiKeyName = "X-Api-Key",
                                description = "X-Api-Key: <LAZYGRAPH_AUTH_TOKEN>")},
                responses = {
                        @APIResponse(name = ApiContract.BAD_REQUEST, responseCode = "400",
                                description = "Malformed JSON, a field of the wrong type, a missing, empty or"
                                        + " over-long field, or a key with control characters.",
                                content = @Content(mediaType = Problem.MEDIA_TYPE,
                                        schema = @Schema(implementation = Problem.class))),
                        @APIResponse(name = ApiContract.UNAUTHORIZED, responseCode = "401",
                                description = "A token is configured and the request has none or another.",
                                content = @Content(mediaType = Problem.MEDIA_TYPE,
                                        schema = @Schema(implementation = Problem.class))),
                        @APIResponse(name = ApiContract.NOT_FOUND, responseCode = "404",
                                description = "An unknown collection, document or chunk.",
                                content = @Content(mediaType = Problem.MEDIA_TYPE,
                                        schema = @Schema(implementation = Problem.class))),
                        @APIResponse(name = ApiContract.TOO_LARGE, responseCode = "413",
                                description = "A request body over the limit, which the detail names.",
                                content = @Content(mediaType = Problem.MEDIA_TYPE,
                                        schema = @Schema(implementation = Problem.class))),
                        @APIResponse(name = ApiContract.UNPROCESSABLE, responseCode = "422",
                                description = "A document that cannot be ingested (binary, empty, too large,"
                                        + " unsupported); nothing is stored.",
                                content = @Content(mediaType = Problem.MEDIA_TYPE,
                                        schema = @Schema(implementation = Problem.class))),
                        @APIResponse(name = ApiContract.SOURCES_CHANGED, responseCode = "503",
                                description = "The documents the answer draws on kept changing while it was"
                                        + " built; retry after the Retry-After seconds.",
                                content = @Content(mediaType = Problem.MEDIA_TYPE,
                                        schema = @Schema(implementation = Problem.class))),
                        @APIResponse(name = ApiContract.INTERNAL_ERROR, responseCode = "500",
                                description = "A fault of the server; its log has the cause.",
                                content = @Content(mediaType = Problem.MEDIA_TYPE,
                                        schema = @Schema(implementation = Problem.class)))}))
public final class ApiContract {

    public static final String QUERY_TAG = "query";
    public static final String DOCUMENTS_TAG = "documents";
    static final String BEARER = "bearerToken";
    static final String API_KEY = "apiKey";

    public static final String BAD_REQUEST = "BadRequest";
    public static final String UNAUTHORIZED = "Unauthorized";
    public static final String NOT_FOUND = "NotFound";
    public static final String TOO_LARGE = "ContentTooLarge";
    public static final String UNPROCESSABLE = "UnprocessableContent";
    public static final String SOURCES_CHANGED = "SourcesChanged";
    public static final String INTERNAL_ERROR = "InternalError";

    public static final String QUERY_EXAMPLE = """
            {"question": "Who designed the SeaGlass camera?", "collection": "default", "topK": 8}""";

    public static final String ANSWER_EXAMPLE = """
            {"question": "Who designed the SeaGlass camera?", "route": "BASIC",
             "routeReason": "basic: a \\"who\\" lookup about a named thing",
             "text": "MacLeod founded Kestrel Optics in 2002. She designed the SeaGlass camera. [1]",
             "citations": [{"number": 1, "documentKey": "people/leadership.txt", "revision": "3f9a1c2b7d4e5f60",
                            "chunkId": "people/leadership.txt#3f9a1c2b7d4e5f60#0", "start": 762, "end": 910}],
             "communities": [],
             "cost": {"llmTokens": {}, "llmCalls": 0, "relevanceTests": 0, "relevanceBudget": 100,
                      "tokenBudget": 20000, "communitiesDetected": 0, "communitiesConsidered": 0,
                      "communitiesSummarized": 0, "cacheHits": 0, "cacheMisses": 0,
                      "latencyMs": {"rank": 14, "answer": 3}, "reusedTokens": {}},
             "warnings": []}""";

    private ApiContract() {
    }
}
