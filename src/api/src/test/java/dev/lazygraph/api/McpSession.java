package dev.lazygraph.api;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * A minimal MCP client over streamable HTTP for the tests that look at single messages (the official
 * TypeScript SDK is driven against {@code serve} by {@code McpSdkClientIT}): it initializes a session and sends
 * JSON-RPC requests on it.
 */
final class McpSession {
    static final String ACCEPT = "application/json, text/event-stream";

    private final Supplier<RequestSpecification> request;
    private final String id;
    private final AtomicInteger ids = new AtomicInteger();

    private McpSession(Supplier<RequestSpecification> request, String id) {
        this.request = request;
        this.id = id;
    }

    static final Map<String, Object> INITIALIZE = Map.of("jsonrpc", "2.0", "id", 0, "method", "initialize",
            "params", Map.of("protocolVersion", "2025-06-18", "capabilities", Map.of(),
                    "clientInfo", Map.of("name", "lazygraph-test", "version", "1")));

    static McpSession open(Supplier<RequestSpecification> request) {
        Response initialized = request.get().contentType(ContentType.JSON).accept(ACCEPT).body(INITIALIZE)
                .post("/mcp");
        initialized.then().statusCode(200);
        McpSession session = new McpSession(request, initialized.header("Mcp-Session-Id"));
        session.post(Map.of("jsonrpc", "2.0", "method", "notifications/initialized")).then().statusCode(202);
        return session;
    }

    /** The {@code result} of a request, or fails with the JSON-RPC error. */
    JsonPath call(String method, Map<String, Object> params) {
        JsonPath reply = post(Map.of("jsonrpc", "2.0", "id", ids.incrementAndGet(), "method", method,
                "params", params)).then().statusCode(200).extract().jsonPath();
        if (reply.get("error") != null) {
            throw new AssertionError(method + " failed: " + reply.prettify());
        }
        return reply.setRootPath("result");
    }

    /** The whole JSON-RPC reply of a request (a result or an error). */
    JsonPath reply(String method, Map<String, Object> params) {
        return post(Map.of("jsonrpc", "2.0", "id", ids.incrementAndGet(), "method", method, "params", params))
                .then().statusCode(200).extract().jsonPath();
    }

    JsonPath tool(String name, Map<String, Object> arguments) {
        return call("tools/call", Map.of("name", name, "arguments", arguments));
    }

    private Response post(Map<String, Object> message) {
        return request.get().contentType(ContentType.JSON).accept(ACCEPT).header("Mcp-Session-Id", id)
                .body(message).post("/mcp");
    }
}
