import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a Lambda function process for exactly one event, the way the Lambda service does: it serves the
 * Lambda Runtime API (https://docs.aws.amazon.com/lambda/latest/dg/runtimes-api.html) on 127.0.0.1, starts
 * the function with AWS_LAMBDA_RUNTIME_API pointing at it, hands out the event on the first
 * "invocation/next", prints the function's response (stdout) or error (stderr), and stops the function.
 * So the function runs its real, unmodified bootstrap: Quarkus' poll loop, event deserialization, handler.
 *
 * <p>A single-file program (JDK only: {@code java LocalLambdaRuntime.java ...}) because it is a developer
 * tool, not part of either function. No library offers this: the Quarkus mock event server exists only in
 * Quarkus dev/test mode, and AWS's runtime interface emulator is a Go binary shipped in container images.
 *
 * <pre>java LocalLambdaRuntime.java EVENT_FILE TIMEOUT_SECONDS FUNCTION_COMMAND...</pre>
 * Exit status: 0 when the function answered, 1 when it reported an error, failed to start or timed out.
 */
public final class LocalLambdaRuntime {
    private static final String API = "/2018-06-01/runtime/";

    private final byte[] event;
    private final String requestId = UUID.randomUUID().toString();
    private final long deadlineMillis;
    private final CompletableFuture<Outcome> outcome = new CompletableFuture<>();
    private volatile boolean delivered;

    private record Outcome(boolean success, String body) {
    }

    private LocalLambdaRuntime(byte[] event, long timeoutSeconds) {
        this.event = event;
        this.deadlineMillis = System.currentTimeMillis() + TimeUnit.SECONDS.toMillis(timeoutSeconds);
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: java LocalLambdaRuntime.java EVENT_FILE TIMEOUT_SECONDS FUNCTION_COMMAND...");
            System.exit(2);
        }
        byte[] event = Files.readAllBytes(Path.of(args[0]));
        long timeoutSeconds = Long.parseLong(args[1]);
        List<String> command = Arrays.asList(args).subList(2, args.length);
        System.exit(new LocalLambdaRuntime(event, timeoutSeconds).run(command, timeoutSeconds));
    }

    private int run(List<String> command, long timeoutSeconds) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        // Threads, because the function polls "next" again after answering and that call blocks.
        server.setExecutor(Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "runtime-api");
            thread.setDaemon(true);
            return thread;
        }));
        server.createContext(API, this::handle);
        server.start();

        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("AWS_LAMBDA_RUNTIME_API", "127.0.0.1:" + server.getAddress().getPort());
        builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        Process function = builder.start();
        // The function's own output (logs) goes to stderr so that stdout carries only its response.
        Thread logs = new Thread(() -> copy(function.getInputStream(), System.err), "function-output");
        logs.setDaemon(true);
        logs.start();
        function.onExit().thenAccept(process -> outcome.complete(
                new Outcome(false, "{\"errorMessage\":\"function process exited with status "
                        + process.exitValue() + " before answering\"}")));
        int status;
        try {
            Outcome result = outcome.get(timeoutSeconds, TimeUnit.SECONDS);
            (result.success() ? System.out : System.err).println(result.body());
            status = result.success() ? 0 : 1;
        } catch (TimeoutException e) {
            System.err.println("{\"errorMessage\":\"no answer within " + timeoutSeconds + " s\"}");
            status = 1;
        } finally {
            stop(function);
            server.stop(0);
        }
        return status;
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String method = exchange.getRequestMethod();
        if ("GET".equals(method) && path.equals(API + "invocation/next")) {
            next(exchange);
        } else if ("POST".equals(method) && path.equals(API + "invocation/" + requestId + "/response")) {
            outcome.complete(new Outcome(true, body(exchange)));
            reply(exchange, 202, "{\"status\":\"OK\"}");
        } else if ("POST".equals(method) && path.equals(API + "invocation/" + requestId + "/error")) {
            outcome.complete(new Outcome(false, body(exchange)));
            reply(exchange, 202, "{\"status\":\"OK\"}");
        } else if ("POST".equals(method) && path.equals(API + "init/error")) {
            outcome.complete(new Outcome(false, body(exchange)));
            reply(exchange, 202, "{\"status\":\"OK\"}");
        } else {
            reply(exchange, 404, "{\"errorMessage\":\"unknown runtime API call " + method + " " + path + "\"}");
        }
    }

    /** The first poll gets the event; later polls wait, like an idle Lambda environment, until we stop. */
    private void next(HttpExchange exchange) throws IOException {
        synchronized (this) {
            if (delivered) {
                outcome.join();
                reply(exchange, 500, "{\"errorMessage\":\"shutting down\"}");
                return;
            }
            delivered = true;
        }
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.getResponseHeaders().add("Lambda-Runtime-Aws-Request-Id", requestId);
        exchange.getResponseHeaders().add("Lambda-Runtime-Deadline-Ms", Long.toString(deadlineMillis));
        exchange.getResponseHeaders().add("Lambda-Runtime-Invoked-Function-Arn",
                "arn:aws:lambda:eu-west-1:123456789012:function:lazygraph-local");
        exchange.getResponseHeaders().add("Lambda-Runtime-Trace-Id",
                "Root=1-00000000-000000000000000000000000;Sampled=0");
        exchange.sendResponseHeaders(200, event.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(event);
        }
    }

    private static void copy(InputStream from, java.io.PrintStream to) {
        try (from) {
            from.transferTo(to);
        } catch (IOException e) {
            // The function was stopped: nothing more to show.
        }
    }

    private static String body(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void reply(HttpExchange exchange, int status, String json) throws IOException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static void stop(Process function) throws InterruptedException {
        if (!function.isAlive()) {
            return;
        }
        function.destroy();
        if (!function.waitFor(10, TimeUnit.SECONDS)) {
            function.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }
}
