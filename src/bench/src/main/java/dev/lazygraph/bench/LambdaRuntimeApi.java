package dev.lazygraph.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Lambda's Runtime API (version 2018-06-01) on 127.0.0.1, for one invocation: what the java21 runtime's client
 * (AWS's runtime interface client, which the bench starts the function with) polls for its event and posts its
 * answer to. It hands out one event, and notes the moments that matter: when the function asked for the event
 * (its init is over), and when its response or error arrived. With SnapStart, the client first calls
 * {@code restore/next} after the CRaC {@code beforeCheckpoint} hooks ran: that is where Lambda takes the snapshot,
 * and this emulation returns at once (no snapshot is taken here). Written by hand: AWS publishes no Runtime API
 * server as a library, and its emulator (the Runtime Interface Emulator) is a Go binary.
 */
final class LambdaRuntimeApi implements AutoCloseable {
    private static final String PREFIX = "/2018-06-01/runtime/";

    private final HttpServer server;
    private final ExecutorService threads;
    private final byte[] event;
    private final String requestId = UUID.randomUUID().toString();
    private final CompletableFuture<Outcome> outcome = new CompletableFuture<>();
    private final CountDownLatch closed = new CountDownLatch(1);
    private volatile long restoreRequestedNanos;
    private volatile long eventRequestedNanos;
    private volatile boolean eventServed;

    /**
     * @param error        true when the function posted an error ({@code init/error}, {@code restore/error} or the
     *                     invocation's {@code error}) rather than its response
     * @param body         what it posted
     * @param postedNanos  {@link System#nanoTime()} when it arrived
     */
    record Outcome(boolean error, String body, long postedNanos) {
    }

    LambdaRuntimeApi(String event) {
        this.event = event.getBytes(StandardCharsets.UTF_8);
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the Runtime API port", e);
        }
        // A thread per request: a second invocation/next is held open (as Lambda freezes the environment then),
        // and must not stop the response from being read.
        threads = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "lambda-runtime-api");
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(threads);
        server.createContext(PREFIX, this::handle);
        server.start();
    }

    /** The value of {@code AWS_LAMBDA_RUNTIME_API}. */
    String address() {
        return "127.0.0.1:" + server.getAddress().getPort();
    }

    /** Waits for the function's response or error. */
    Outcome await(Duration timeout) throws InterruptedException, TimeoutException {
        try {
            return outcome.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    boolean answered() {
        return outcome.isDone();
    }

    /** When the SnapStart client asked for {@code restore/next} (0 when it did not). */
    long restoreRequestedNanos() {
        return restoreRequestedNanos;
    }

    /** When the function first asked for its event (0 when it did not). */
    long eventRequestedNanos() {
        return eventRequestedNanos;
    }

    private void handle(HttpExchange exchange) throws IOException {
        long now = System.nanoTime();
        String path = exchange.getRequestURI().getPath().substring(PREFIX.length());
        byte[] body = exchange.getRequestBody().readAllBytes();
        try (exchange) {
            if (path.equals("restore/next")) {
                restoreRequestedNanos = now;
                reply(exchange, 200, new byte[0]);
            } else if (path.equals("invocation/next")) {
                nextEvent(exchange, now);
            } else if (path.equals("invocation/" + requestId + "/response")) {
                reply(exchange, 202, new byte[0]);
                outcome.complete(new Outcome(false, new String(body, StandardCharsets.UTF_8), now));
            } else if (path.equals("invocation/" + requestId + "/error") || path.equals("init/error")
                    || path.equals("restore/error")) {
                reply(exchange, 202, new byte[0]);
                outcome.complete(new Outcome(true, path + ": " + new String(body, StandardCharsets.UTF_8), now));
            } else {
                reply(exchange, 404, ("{\"errorMessage\":\"no such resource: " + path + "\"}")
                        .getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private void nextEvent(HttpExchange exchange, long now) throws IOException {
        synchronized (this) {
            if (!eventServed) {
                eventServed = true;
                eventRequestedNanos = now;
                exchange.getResponseHeaders().add("Lambda-Runtime-Aws-Request-Id", requestId);
                exchange.getResponseHeaders().add("Lambda-Runtime-Deadline-Ms",
                        Long.toString(System.currentTimeMillis() + Duration.ofMinutes(15).toMillis()));
                exchange.getResponseHeaders().add("Lambda-Runtime-Invoked-Function-Arn",
                        "arn:aws:lambda:eu-west-1:123456789012:function:lazygraph-bench");
                exchange.getResponseHeaders().add("Lambda-Runtime-Trace-Id",
                        "Root=1-00000000-000000000000000000000000;Sampled=0");
                reply(exchange, 200, event);
                return;
            }
        }
        // The next event never comes: Lambda would freeze the environment here; the bench ends the process.
        try {
            closed.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void reply(HttpExchange exchange, int status, byte[] body) throws IOException {
        // The runtime client (libcurl) reads the content type of every answer.
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            exchange.getResponseBody().write(body);
        }
    }

    @Override
    public void close() {
        closed.countDown();
        server.stop(0);
        threads.shutdownNow();
    }
}
