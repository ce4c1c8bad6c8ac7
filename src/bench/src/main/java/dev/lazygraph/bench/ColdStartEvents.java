package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.aws.graph.DynamoDbGraphStore;
import dev.lazygraph.aws.summary.DynamoDbSummaryCache;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * What the functions' cold invocations work on: the table holds a collection of documents for the query function
 * to answer from (the repository's samples, ingested before the first run), each ingest run gets an object of its
 * own in the bucket (a document the ingest function has not seen, so every run stores it), and the events are the
 * repository's sample events (events/) with these objects and this question: an S3 notification as S3 sends it,
 * an HTTP API request as API Gateway sends it.
 */
final class ColdStartEvents {
    /** The collection the query function answers from (its default) and the one the ingest function writes. */
    static final String QUERY_COLLECTION = "default";
    static final String INGEST_COLLECTION = "startup-ingest";
    /** The question asked of the samples. */
    static final String QUESTION = "Who designed the SeaGlass camera?";
    /** The document every ingest run uploads under a key of its own. */
    static final String INGEST_DOCUMENT = "company/history.md";
    private static final Set<String> INGEST_OUTCOMES = Set.of("CREATED", "REPLACED");

    private final Path repo;
    private final URI s3Endpoint;
    private final String bucket;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    ColdStartEvents(Path repo, URI s3Endpoint, String bucket) {
        this.repo = repo;
        this.s3Endpoint = s3Endpoint;
        this.bucket = bucket;
    }

    /**
     * Ingests the documents of {@code corpus} into the query collection of {@code dynamo}'s table, {@code writers}
     * documents at a time (as that many ingest functions would).
     */
    static int seedQueryCollection(LocalDynamoDb dynamo, Path corpus, int writers) {
        List<SourceDocument> documents = DocumentFolder.read(corpus, QUERY_COLLECTION);
        Clock clock = Clock.systemUTC();
        try (DynamoDbGraphStore store = new DynamoDbGraphStore(dynamo.table(), DynamoDbGraphStore.DEFAULT_PARALLELISM,
                DynamoDbGraphStore.DEFAULT_STALE_AFTER, clock)) {
            IngestBench.ingest(new OpenNlpAnalyzer(), store,
                    new DynamoDbSummaryCache(dynamo.table(), DynamoDbSummaryCache.DEFAULT_TIME_TO_LIVE, clock),
                    documents, writers);
        }
        return documents.size();
    }

    /** Creates the bucket in s3rver. */
    void createBucket() {
        send(HttpRequest.newBuilder(s3Endpoint.resolve("/" + bucket)).PUT(HttpRequest.BodyPublishers.noBody()),
                Set.of(200, 409));
    }

    /** Uploads the ingest document under a key of run {@code run}, and returns the S3 notification of its upload. */
    String ingestEvent(String run) {
        byte[] content = read(repo.resolve("samples").resolve(INGEST_DOCUMENT));
        String key = "startup/" + run + "/" + INGEST_DOCUMENT;
        send(HttpRequest.newBuilder(s3Endpoint.resolve("/" + bucket + "/" + key))
                .header("Content-Type", "application/octet-stream")
                .PUT(HttpRequest.BodyPublishers.ofByteArray(content)), Set.of(200));
        ObjectNode event = (ObjectNode) template("s3-put.json");
        ObjectNode s3 = (ObjectNode) event.path("Records").path(0).path("s3");
        ((ObjectNode) s3.path("bucket")).put("name", bucket).put("arn", "arn:aws:s3:::" + bucket);
        ObjectNode object = (ObjectNode) s3.path("object");
        object.put("key", URLEncoder.encode(key, StandardCharsets.UTF_8));
        object.put("size", content.length);
        object.put("eTag", md5(content));
        object.remove("versionId");
        return event.toString();
    }

    /** An HTTP API request asking {@code question}. */
    String queryEvent(String question) {
        ObjectNode event = (ObjectNode) template("http-query.json");
        String body = BenchOutput.JSON.createObjectNode().put("question", question).toString();
        event.put("body", body);
        ((ObjectNode) event.path("headers")).put("content-length", Integer.toString(body.length()));
        return event.toString();
    }

    /** Fails unless the ingest function stored the document. */
    static void requireStored(String response) {
        JsonNode report = parse(response);
        for (JsonNode record : report.path("records")) {
            if (!INGEST_OUTCOMES.contains(record.path("status").asText())) {
                throw new IllegalStateException("the ingest function did not store its document: " + response);
            }
        }
        if (report.path("records").isEmpty()) {
            throw new IllegalStateException("the ingest function reported no record: " + response);
        }
    }

    /** Fails unless the query function answered 200 with an answer it found in the collection. */
    static void requireAnswered(String response) {
        JsonNode answer = parse(response);
        if (answer.path("statusCode").asInt() != 200 || !parse(answer.path("body").asText()).path("found").asBoolean()) {
            throw new IllegalStateException("the query function did not answer: " + response);
        }
    }

    private JsonNode template(String name) {
        try {
            return BenchOutput.JSON.readTree(repo.resolve("events").resolve(name).toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read events/" + name, e);
        }
    }

    private void send(HttpRequest.Builder request, Set<Integer> expected) {
        try {
            HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (!expected.contains(response.statusCode())) {
                throw new IllegalStateException("s3rver answered " + response.statusCode() + ": " + response.body());
            }
        } catch (IOException e) {
            throw new IllegalStateException("S3 endpoint " + s3Endpoint + " is not reachable (for s3rver run"
                    + " `scripts/local-stack.sh start`): " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static JsonNode parse(String json) {
        try {
            return BenchOutput.JSON.readTree(json);
        } catch (IOException e) {
            throw new IllegalStateException("not JSON: " + json, e);
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static String md5(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
