package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Concurrent clients sending a mix of queries and document listings to the local server ({@code lazygraph
 * serve}, started here as a child process) for a fixed time, on the embedded store and, with
 * {@code --dynamodb-endpoint}, on a fresh DynamoDB table: requests, errors, throughput and latency per store.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = {"Concurrent clients against the local server: requests, errors, req/s, p50/p95/p99.",
                "The server runs as a child process, on the embedded store and, with --dynamodb-endpoint, on DynamoDB."})
final class LoadBench implements Callable<Integer> {
    static final String COLLECTION = "default";
    private static final Duration DOCUMENT_POST_TIMEOUT = Duration.ofMinutes(10);
    private static final int ERROR_SAMPLES = 5;

    @Spec
    CommandSpec spec;

    @Option(names = "--corpus", paramLabel = "PATH", description = "folder ingested first (default: the repository's samples/)")
    Path corpus;

    @Option(names = "--clients", defaultValue = "32", description = "concurrent clients (default ${DEFAULT-VALUE})")
    int clients;

    @Option(names = "--duration", paramLabel = "SECONDS", defaultValue = "30",
            description = "measured seconds per store (default ${DEFAULT-VALUE})")
    int durationSeconds;

    @Option(names = "--warm-up", paramLabel = "SECONDS", defaultValue = "5",
            description = "unmeasured seconds of the same mix first (JIT, caches; default ${DEFAULT-VALUE})")
    int warmUpSeconds;

    @Option(names = "--max-requests", defaultValue = "200000",
            description = "stop a measured run after this many requests (default ${DEFAULT-VALUE})")
    long maxRequests;

    @Option(names = "--request-timeout", paramLabel = "SECONDS", defaultValue = "120",
            description = "a request taking longer counts as an error (default ${DEFAULT-VALUE})")
    int requestTimeoutSeconds;

    @Option(names = "--seed", defaultValue = "42", description = "seed of the request mix (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--dynamodb-endpoint", paramLabel = "URL",
            description = "also run on a fresh table on this DynamoDB endpoint (dynalite: http://127.0.0.1:4567)")
    URI dynamoDbEndpoint;

    @Option(names = "--server-jar", paramLabel = "JAR",
            description = "the app (default: src/app/target/quarkus-app/quarkus-run.jar in the repository)")
    Path serverJar;

    @Option(names = "--startup-timeout", paramLabel = "SECONDS", defaultValue = "180",
            description = "how long the server may take to become ready (default ${DEFAULT-VALUE})")
    int startupTimeoutSeconds;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Override
    public Integer call() {
        validate();
        Path folder = corpus != null ? corpus : RepositoryRoot.find().resolve("samples");
        Path jar = serverJar != null ? serverJar : RepositoryRoot.find().resolve("src/app/target/quarkus-app/quarkus-run.jar");
        if (dynamoDbEndpoint != null) {
            LocalDynamoDb.requireHttpEndpoint(dynamoDbEndpoint);
        }
        List<SourceDocument> documents = DocumentFolder.read(folder, COLLECTION);
        LoadMix mix = mixOf(documents);

        ObjectNode result = BenchOutput.header("load", spec);
        result.put("corpus", folder.toString());
        result.put("documents", documents.size());
        result.put("clients", clients);
        result.put("durationSeconds", durationSeconds);
        result.put("warmUpSeconds", warmUpSeconds);
        result.put("maxRequests", maxRequests);
        result.put("requestTimeoutSeconds", requestTimeoutSeconds);
        result.put("seed", seed);
        ObjectNode server = result.putObject("server");
        server.put("command", "java -jar " + jar + " serve --port <free port> --data <fresh temp folder>");
        server.put("listens", "127.0.0.1 only");
        server.put("auth", "a random token in LAZYGRAPH_AUTH_TOKEN, sent as Authorization: Bearer");
        server.put("llm", "none: lazygraph.* and quarkus.* settings of the caller are not passed on, so summaries"
                + " and answers are extractive and latency excludes any LLM");
        ArrayNode shapes = result.putArray("mix");
        for (LoadMix.Kind kind : LoadMix.Kind.values()) {
            shapes.addObject().put("kind", kind.name().toLowerCase()).put("percent", kind.weight)
                    .put("request", kind.description);
        }
        result.put("namesFromCorpus", mix.names());

        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        long errors = 0;
        ObjectNode embedded = run("embedded", Map.of("lazygraph.store", "embedded"), jar, documents, mix, http);
        result.set("embedded", embedded);
        errors += embedded.get("errors").asLong();
        if (dynamoDbEndpoint != null) {
            try (LocalDynamoDb dynamo = LocalDynamoDb.freshTable(dynamoDbEndpoint, "load")) {
                ObjectNode dynamoDb = run("dynamodb", dynamoDbProperties(dynamo), jar, documents, mix, http);
                dynamoDb.put("endpoint", dynamoDbEndpoint.toString());
                dynamoDb.put("table", dynamo.tableName());
                result.set("dynamodb", dynamoDb);
                errors += dynamoDb.get("errors").asLong();
            }
        }
        BenchOutput.write(result, out);
        if (errors > 0) {
            System.err.println("load: " + errors + " requests failed (see errorSamples in the JSON)");
            return 1;
        }
        return 0;
    }

    private void validate() {
        if (clients < 1 || clients > 1024) {
            throw new IllegalArgumentException("--clients must be between 1 and 1024");
        }
        if (durationSeconds < 1 || durationSeconds > 3600 || warmUpSeconds < 0 || warmUpSeconds > 600) {
            throw new IllegalArgumentException("--duration must be 1..3600 and --warm-up 0..600 seconds");
        }
        if (maxRequests < 1 || requestTimeoutSeconds < 1 || startupTimeoutSeconds < 1) {
            throw new IllegalArgumentException("--max-requests, --request-timeout and --startup-timeout must be positive");
        }
    }

    private static LoadMix mixOf(List<SourceDocument> documents) {
        DocumentParser parser = new DocumentParser(IngestConfig.defaults().maxDocumentBytes());
        List<String> texts = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        for (SourceDocument document : documents) {
            try {
                ParsedDocument parsed = parser.parse(document);
                texts.add(parsed.text());
                titles.add(parsed.title());
            } catch (RejectedDocumentException e) {
                // The server rejects it too; it contributes no questions.
            }
        }
        return LoadMix.of(texts, titles);
    }

    private static Map<String, String> dynamoDbProperties(LocalDynamoDb dynamo) {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("lazygraph.store", "dynamodb");
        properties.put("lazygraph.table", dynamo.tableName());
        properties.put("quarkus.dynamodb.endpoint-override", dynamo.endpoint().toString());
        properties.put("quarkus.dynamodb.aws.region", LocalDynamoDb.REGION);
        properties.put("quarkus.dynamodb.aws.credentials.type", "static");
        properties.put("quarkus.dynamodb.aws.credentials.static-provider.access-key-id", LocalDynamoDb.ACCESS_KEY_ID);
        properties.put("quarkus.dynamodb.aws.credentials.static-provider.secret-access-key",
                LocalDynamoDb.SECRET_ACCESS_KEY);
        return properties;
    }

    /** One store: start the server, ingest the corpus through it, warm up, measure, stop. */
    private ObjectNode run(String store, Map<String, String> properties, Path jar, List<SourceDocument> documents,
                           LoadMix mix, HttpClient http) {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        System.err.println("load: starting the server on the " + store + " store");
        try (LocalServer server = LocalServer.start(jar, properties, Duration.ofSeconds(startupTimeoutSeconds), http)) {
            node.put("unauthenticatedStatus", send(http, HttpRequest.newBuilder(server.uri("/documents"))
                    .timeout(Duration.ofSeconds(requestTimeoutSeconds)).build()).statusCode());
            ingest(node, server, http, documents);
            if (warmUpSeconds > 0) {
                node.put("warmUpRequests", drive(store + " warm-up", server, http, mix, warmUpSeconds, Long.MAX_VALUE,
                        seed - 1).samples().size());
            }
            Drive measured = drive(store, server, http, mix, durationSeconds, maxRequests, seed);
            summarize(node, measured);
            if (node.get("unauthenticatedStatus").asInt() != 401) {
                // The server must refuse callers without the token; count it, so a run proves auth was on.
                node.put("errors", node.get("errors").asLong() + 1);
                node.withArray("errorSamples").add("a request without the token got "
                        + node.get("unauthenticatedStatus").asInt() + ", not 401");
            }
        }
        return node;
    }

    /** Posts every document (a few at a time); a document the server cannot ingest (422) is reported, not fatal. */
    private void ingest(ObjectNode node, LocalServer server, HttpClient http, List<SourceDocument> documents) {
        AtomicLong rejected = new AtomicLong();
        Progress progress = new Progress("ingest via POST /documents", documents.size());
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(clients, Runtime.getRuntime().availableProcessors()));
        long start = System.nanoTime();
        try {
            List<Future<?>> posts = new ArrayList<>();
            for (SourceDocument document : documents) {
                posts.add(pool.submit(() -> {
                    ObjectNode body = BenchOutput.JSON.createObjectNode();
                    body.put("key", document.id().key());
                    body.put("text", new String(document.content(), StandardCharsets.UTF_8));
                    HttpResponse<String> response = send(http, server.request("/documents")
                            .timeout(DOCUMENT_POST_TIMEOUT).header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build());
                    if (response.statusCode() == 422) {
                        rejected.incrementAndGet();
                    } else if (response.statusCode() / 100 != 2) {
                        throw new IllegalStateException("POST /documents " + document.id().key() + " got "
                                + response.statusCode() + ": " + snippet(response.body()));
                    }
                    progress.step();
                    return null;
                }));
            }
            for (Future<?> post : posts) {
                post.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while ingesting", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("ingest through the server failed: " + e.getCause().getMessage()
                    + "\nserver log:\n" + server.logTail(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        node.put("documentsIngested", documents.size() - rejected.get());
        node.put("documentsRejected", rejected.get());
        node.put("ingestSeconds", IngestBench.round((System.nanoTime() - start) / 1e9));
    }

    private record Sample(LoadMix.Kind kind, double millis, String error) {
    }

    private record Drive(List<Sample> samples, double seconds) {
    }

    /** Clients send requests back to back until the time is up or {@code limit} requests were started. */
    private Drive drive(String label, LocalServer server, HttpClient http, LoadMix mix, int seconds, long limit,
                        long mixSeed) {
        AtomicLong started = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        long start = System.nanoTime();
        long deadline = start + TimeUnit.SECONDS.toNanos(seconds);
        try {
            List<Future<List<Sample>>> runs = new ArrayList<>();
            for (int client = 0; client < clients; client++) {
                Random random = new Random(mixSeed * 1_000_003L + client);
                runs.add(pool.submit(() -> {
                    List<Sample> samples = new ArrayList<>();
                    while (System.nanoTime() < deadline && started.incrementAndGet() <= limit) {
                        samples.add(timed(server, http, mix.next(random)));
                    }
                    return samples;
                }));
            }
            // Bounded: every request has its own timeout, so clients finish soon after the deadline.
            long waitUntil = deadline + TimeUnit.SECONDS.toNanos(requestTimeoutSeconds + 30L);
            List<Sample> samples = new ArrayList<>();
            for (Future<List<Sample>> run : runs) {
                while (!run.isDone() && System.nanoTime() < waitUntil) {
                    LocalServer.sleep(Duration.ofSeconds(1));
                    System.err.printf("\rload %s: %d requests (%.0f s)", label, Math.min(started.get(), limit),
                            (System.nanoTime() - start) / 1e9);
                }
                samples.addAll(run.get(Math.max(1, waitUntil - System.nanoTime()), TimeUnit.NANOSECONDS));
            }
            double elapsed = (System.nanoTime() - start) / 1e9;
            System.err.printf("\rload %s: %d requests in %.1f s%n", label, samples.size(), elapsed);
            return new Drive(samples, elapsed);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted during the load run", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("a load client did not finish: " + e, e);
        } finally {
            pool.shutdownNow();
        }
    }

    private Sample timed(LocalServer server, HttpClient http, LoadMix.Request request) {
        HttpRequest.Builder builder = server.request(request.path())
                .timeout(Duration.ofSeconds(requestTimeoutSeconds));
        if (request.body() == null) {
            builder.GET();
        } else {
            builder.header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(request.body()));
        }
        long start = System.nanoTime();
        String error;
        try {
            HttpResponse<String> response = http.send(builder.build(), HttpResponse.BodyHandlers.ofString());
            error = response.statusCode() / 100 == 2 ? null
                    : response.statusCode() + " for " + request.body() + ": " + snippet(response.body());
        } catch (IOException e) {
            error = e + " for " + request.body();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            error = "interrupted";
        }
        return new Sample(request.kind(), (System.nanoTime() - start) / 1e6, error);
    }

    private static HttpResponse<String> send(HttpClient http, HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException(request.method() + " " + request.uri() + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private void summarize(ObjectNode node, Drive drive) {
        List<Sample> samples = drive.samples();
        long errors = samples.stream().filter(s -> s.error() != null).count();
        node.put("clients", clients);
        node.put("seconds", IngestBench.round(drive.seconds()));
        node.put("requests", samples.size());
        node.put("errors", errors);
        node.put("throughputPerSecond", IngestBench.round(samples.size() / drive.seconds()));
        node.set("latencyMs", latency(samples));
        Map<LoadMix.Kind, List<Sample>> byKind = new EnumMap<>(LoadMix.Kind.class);
        samples.forEach(s -> byKind.computeIfAbsent(s.kind(), k -> new ArrayList<>()).add(s));
        ObjectNode kinds = node.putObject("byKind");
        byKind.forEach((kind, list) -> {
            ObjectNode k = kinds.putObject(kind.name().toLowerCase());
            k.put("requests", list.size());
            k.put("errors", list.stream().filter(s -> s.error() != null).count());
            k.setAll(latency(list));
        });
        ArrayNode errorSamples = node.putArray("errorSamples");
        samples.stream().filter(s -> s.error() != null).limit(ERROR_SAMPLES).forEach(s -> errorSamples.add(s.error()));
    }

    private static ObjectNode latency(List<Sample> samples) {
        double[] millis = samples.stream().mapToDouble(Sample::millis).toArray();
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("p50", IngestBench.round(Percentiles.of(millis, 50)));
        node.put("p95", IngestBench.round(Percentiles.of(millis, 95)));
        node.put("p99", IngestBench.round(Percentiles.of(millis, 99)));
        node.put("max", IngestBench.round(Percentiles.of(millis, 100)));
        return node;
    }

    private static String snippet(String body) {
        String oneLine = body == null ? "" : body.replaceAll("\\s+", " ").strip();
        return oneLine.length() <= 300 ? oneLine : oneLine.substring(0, 300) + "...";
    }
}
