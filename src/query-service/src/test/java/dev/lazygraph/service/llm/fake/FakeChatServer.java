package dev.lazygraph.service.llm.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * A local OpenAI-compatible chat server ({@code POST /v1/chat/completions}) for tests and the query bench.
 *
 * <p>Written by hand on the JDK's HTTP server instead of a stub library such as WireMock because every
 * reply must be computed from its request: the reported {@code usage} counts the prompt's own tokens, so
 * the token figures of a run are real measurements of what lazygraph sent. A token is a whitespace-separated
 * word (close enough to BPE counts for comparing runs against each other).
 *
 * <p>Replies are deterministic: "yes" when the instructions ask for a yes/no answer (relevance tests),
 * otherwise the longest line of the user message (the quoted document text), cut to the requested
 * {@code max_tokens}. {@link #mode(Mode)} switches on failures to exercise fallbacks.
 */
public final class FakeChatServer implements AutoCloseable {

    public enum Mode {
        /** Answer normally. */
        OK,
        /** HTTP 500 to every request. */
        SERVER_ERROR,
        /** HTTP 429 with Retry-After to every request. */
        RATE_LIMITED,
        /** Answer normally but only after {@link #slowDelay(Duration)}. */
        SLOW
    }

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    private static final Pattern YES_NO = Pattern.compile("\\byes\\b", Pattern.CASE_INSENSITIVE);
    private static final int DEFAULT_MAX_REPLY_TOKENS = 60;

    private final ObjectMapper json = new ObjectMapper();
    private final HttpServer server;
    private final ExecutorService executor;
    private volatile Mode mode = Mode.OK;
    private volatile Duration slowDelay = Duration.ofSeconds(30);
    /** Bumped by {@link #reset()}: replies to requests that arrived before it are not counted. */
    private final AtomicInteger generation = new AtomicInteger();
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicInteger completions = new AtomicInteger();
    private final AtomicLong promptTokens = new AtomicLong();
    private final AtomicLong completionTokens = new AtomicLong();
    /** Authorization headers and model names of the requests: what the client was configured with. */
    private final Set<String> authorizations = ConcurrentHashMap.newKeySet();
    private final Set<String> models = ConcurrentHashMap.newKeySet();

    private FakeChatServer(HttpServer server, ExecutorService executor) {
        this.server = server;
        this.executor = executor;
    }

    /** Starts on 127.0.0.1 on a free port. */
    public static FakeChatServer start() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService executor = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "fake-chat-server");
            thread.setDaemon(true);
            return thread;
        });
        FakeChatServer fake = new FakeChatServer(server, executor);
        server.createContext("/v1/chat/completions", fake::handle);
        server.setExecutor(executor);
        server.start();
        return fake;
    }

    /** The value for {@code lazygraph.llm.base-url}. */
    public String baseUrl() {
        return "http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort() + "/v1";
    }

    public void mode(Mode mode) {
        this.mode = mode;
    }

    public void slowDelay(Duration delay) {
        this.slowDelay = delay;
    }

    /** Every request received, failed ones included. */
    public int requests() {
        return requests.get();
    }

    /** Requests answered with a completion. */
    public int completions() {
        return completions.get();
    }

    /** Prompt tokens reported in {@code usage} over all completions. */
    public long promptTokens() {
        return promptTokens.get();
    }

    /** Completion tokens reported in {@code usage} over all completions. */
    public long completionTokens() {
        return completionTokens.get();
    }

    /** Every distinct {@code Authorization} header received ({@code Bearer <api key>}). */
    public Set<String> authorizations() {
        return Set.copyOf(authorizations);
    }

    /** Every distinct {@code model} requested. */
    public Set<String> models() {
        return Set.copyOf(models);
    }

    /** Back to {@link Mode#OK} with zero counts; requests still in flight (slow ones) will not be counted. */
    public void reset() {
        generation.incrementAndGet();
        mode = Mode.OK;
        requests.set(0);
        completions.set(0);
        promptTokens.set(0);
        completionTokens.set(0);
        authorizations.clear();
        models.clear();
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            int arrivedIn = generation.get();
            requests.incrementAndGet();
            String authorization = exchange.getRequestHeaders().getFirst("Authorization");
            if (authorization != null) {
                authorizations.add(authorization);
            }
            if (!"POST".equals(exchange.getRequestMethod())) {
                send(exchange, 405, error("method not allowed", "invalid_request_error"));
                return;
            }
            JsonNode request;
            try (InputStream body = exchange.getRequestBody()) {
                request = json.readTree(body);
                models.add(request.path("model").asText(""));
            } catch (IOException e) {
                send(exchange, 400, error("request body is not JSON", "invalid_request_error"));
                return;
            }
            switch (mode) {
                case SERVER_ERROR -> send(exchange, 500, error("fake server error", "server_error"));
                case RATE_LIMITED -> {
                    exchange.getResponseHeaders().add("Retry-After", "1");
                    send(exchange, 429, error("fake rate limit", "rate_limit_exceeded"));
                }
                case SLOW -> {
                    try {
                        Thread.sleep(slowDelay.toMillis());
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                    send(exchange, 200, complete(request, arrivedIn));
                }
                case OK -> send(exchange, 200, complete(request, arrivedIn));
            }
        }
    }

    private byte[] complete(JsonNode request, int arrivedIn) throws IOException {
        String system = "";
        String user = "";
        int prompt = 0;
        for (JsonNode message : request.path("messages")) {
            String content = content(message.path("content"));
            prompt += tokens(content);
            switch (message.path("role").asText()) {
                case "system" -> system = system + content;
                case "user" -> user = content;
                default -> { }
            }
        }
        int maxTokens = request.path("max_completion_tokens").asInt(
                request.path("max_tokens").asInt(DEFAULT_MAX_REPLY_TOKENS));
        String reply = YES_NO.matcher(system).find() ? "yes" : extract(user, maxTokens);
        int completion = tokens(reply);
        if (generation.get() == arrivedIn) {
            completions.incrementAndGet();
            promptTokens.addAndGet(prompt);
            completionTokens.addAndGet(completion);
        }

        ObjectNode response = json.createObjectNode();
        response.put("id", "chatcmpl-fake-" + completions.get());
        response.put("object", "chat.completion");
        response.put("created", System.currentTimeMillis() / 1000);
        response.put("model", request.path("model").asText("fake"));
        ObjectNode choice = response.putArray("choices").addObject();
        choice.put("index", 0);
        choice.putObject("message").put("role", "assistant").put("content", reply);
        choice.put("finish_reason", "stop");
        response.putObject("usage")
                .put("prompt_tokens", prompt)
                .put("completion_tokens", completion)
                .put("total_tokens", prompt + completion);
        return json.writeValueAsBytes(response);
    }

    /** Content is a string, or (newer clients) a list of typed parts. */
    private static String content(JsonNode content) {
        if (content.isArray()) {
            List<String> parts = new ArrayList<>();
            content.forEach(part -> parts.add(part.path("text").asText("")));
            return String.join(" ", parts);
        }
        return content.asText("");
    }

    private static String extract(String user, int maxTokens) {
        String longestLine = Arrays.stream(user.split("\n"))
                .map(String::strip)
                .max(Comparator.comparingInt(String::length))
                .orElse("");
        String[] words = longestLine.isEmpty() ? new String[0] : WHITESPACE.split(longestLine);
        String reply = String.join(" ", Arrays.copyOf(words, Math.min(words.length, Math.max(1, maxTokens))));
        return reply.isEmpty() ? "no text" : reply;
    }

    static int tokens(String text) {
        String stripped = text.strip();
        return stripped.isEmpty() ? 0 : WHITESPACE.split(stripped).length;
    }

    private byte[] error(String message, String type) throws IOException {
        ObjectNode body = json.createObjectNode();
        body.putObject("error").put("message", message).put("type", type);
        return json.writeValueAsBytes(body);
    }

    private static void send(HttpExchange exchange, int status, byte[] body) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }
}
