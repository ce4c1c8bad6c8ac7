/**
 * The parts of the OpenAPI document ({@code /q/openapi}) that belong to no single operation: servers, the two
 * ways to send the token, tags, and the error responses every operation shares (each a problem document), so
 * generated clients get one error type and one security setting. smallrye-openapi reads an
 * {@code @OpenAPIDefinition} from a JAX-RS {@code Application} or a package: from this package, so the resources
 * keep their default application.
 */
@OpenAPIDefinition(
        info = @Info(title = "lazygraph API", version = "0.1.0",
                description = "Lazy GraphRAG: ingest documents, ask questions, get answers with citations and"
                        + " cost. With LAZYGRAPH_AUTH_TOKEN set, every operation needs the token, as a Bearer"
                        + " token or in X-Api-Key; without it the server is open (and listens on loopback).",
                // The repository's own packages say UNLICENSED (npm's word for no licence granted); as an SPDX
                // expression that is a LicenseRef. To be replaced by the project's licence once it has one.
                license = @License(name = "UNLICENSED", identifier = "LicenseRef-UNLICENSED")),
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
        // Either scheme: two requirements are alternatives.
        security = {@SecurityRequirement(name = ApiContract.BEARER),
                @SecurityRequirement(name = ApiContract.API_KEY)},
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
                        @APIResponse(name = ApiContract.FORBIDDEN, responseCode = "403",
                                description = "Groups the caller is not in given to a document, or a key held by a"
                                        + " document the caller may not read.",
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
package dev.lazygraph.api.openapi;

import dev.lazygraph.api.problem.Problem;
import org.eclipse.microprofile.openapi.annotations.Components;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeIn;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.info.License;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.servers.Server;
import org.eclipse.microprofile.openapi.annotations.servers.ServerVariable;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

