package dev.lazygraph.aws.dynamodb;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * Clients for the dynalite started by {@code scripts/local-stack.sh start} on 127.0.0.1 (port from the system
 * property {@code lazygraph-dev.dynalite.port}, default 4567). Shared with other modules through the test-jar.
 * A test JVM whose number ({@code lazygraph-dev.test-jvm}, surefire's fork number) is even uses the second
 * dynalite instead when {@code lazygraph-dev.dynalite.second-port} names one: dynalite answers one request at a
 * time, so the classes of a module's second JVM would otherwise wait behind the first JVM's requests.
 */
public final class Dynalite {
    private Dynalite() {
    }

    public static int port() {
        Integer second = Integer.getInteger("lazygraph-dev.dynalite.second-port");
        if (second != null && Integer.getInteger("lazygraph-dev.test-jvm", 1) % 2 == 0) {
            return second;
        }
        return Integer.getInteger("lazygraph-dev.dynalite.port", 4567);
    }

    public static URI endpoint() {
        return URI.create("http://127.0.0.1:" + port());
    }

    /** Fails with the command to run when nothing listens on the dynalite port. */
    public static void requireRunning() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port()), 1000);
        } catch (IOException e) {
            throw new IllegalStateException("dynalite is not reachable on 127.0.0.1:" + port()
                    + ": run `scripts/local-stack.sh start` first (or set -Dlazygraph-dev.dynalite.port)", e);
        }
    }

    public static DynamoDbClient client() {
        return client(builder -> builder.httpClient(UrlConnectionHttpClient.create()));
    }

    /** A client on dynalite; {@code customizer} may replace the HTTP client or the retry strategy. */
    public static DynamoDbClient client(Consumer<DynamoDbClientBuilder> customizer) {
        requireRunning();
        DynamoDbClientBuilder builder = DynamoDbClient.builder()
                .endpointOverride(endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")));
        customizer.accept(builder);
        return builder.build();
    }

    /** The Quarkiverse DynamoDB client settings ({@code quarkus.dynamodb.*}) that point an application here. */
    public static Map<String, String> quarkusClientConfig() {
        return Map.of(
                "quarkus.dynamodb.endpoint-override", endpoint().toString(),
                "quarkus.dynamodb.aws.region", "eu-west-1",
                "quarkus.dynamodb.aws.credentials.type", "static",
                "quarkus.dynamodb.aws.credentials.static-provider.access-key-id", "local",
                "quarkus.dynamodb.aws.credentials.static-provider.secret-access-key", "local");
    }

    /** A unique table name, so test classes (and parallel builds) never share state. */
    public static String freshTableName(String purpose) {
        return "lazygraph-" + purpose + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    /** Creates a fresh table and returns its name. */
    public static String createTable(DynamoDbClient client, String purpose) {
        String name = freshTableName(purpose);
        TableSchema.createIfMissing(client, name);
        return name;
    }
}
