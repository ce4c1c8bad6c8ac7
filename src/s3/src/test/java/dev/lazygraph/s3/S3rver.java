package dev.lazygraph.s3;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3Configuration;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * The s3rver started by {@code scripts/local-stack.sh start} (port from {@code lazygraph-dev.s3rver.port}, default
 * 4568; credentials S3RVER/S3RVER, path-style, no chunked encoding).
 */
public final class S3rver {
    private S3rver() {
    }

    public static URI endpoint() {
        return URI.create("http://127.0.0.1:" + Integer.getInteger("lazygraph-dev.s3rver.port", 4568));
    }

    public static void requireRunning() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(endpoint().getHost(), endpoint().getPort()), 1000);
        } catch (IOException e) {
            throw new IllegalStateException("s3rver is not reachable on " + endpoint()
                    + ": run `scripts/local-stack.sh start` first (or set -Dlazygraph-dev.s3rver.port)", e);
        }
    }

    public static S3Client client() {
        requireRunning();
        return S3Client.builder()
                .endpointOverride(endpoint())
                .region(Region.EU_WEST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("S3RVER", "S3RVER")))
                .serviceConfiguration(S3Configuration.builder()
                        .pathStyleAccessEnabled(true)
                        .chunkedEncodingEnabled(false)
                        .build())
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    /** The Quarkiverse S3 client settings that point the function at this s3rver. */
    public static Map<String, String> functionConfig() {
        return Map.of(
                "quarkus.s3.endpoint-override", endpoint().toString(),
                "quarkus.s3.aws.region", "eu-west-1",
                "quarkus.s3.aws.credentials.type", "static",
                "quarkus.s3.aws.credentials.static-provider.access-key-id", "S3RVER",
                "quarkus.s3.aws.credentials.static-provider.secret-access-key", "S3RVER",
                "quarkus.s3.path-style-access", "true",
                "quarkus.s3.chunked-encoding", "false");
    }

    public static void createBucket(S3Client s3, String bucket) {
        try {
            s3.createBucket(b -> b.bucket(bucket));
        } catch (S3Exception e) {
            if (e.statusCode() != 409) { // 409: created by an earlier run or by scripts/seed-local-s3.sh
                throw e;
            }
        }
    }

    public static void put(S3Client s3, String bucket, String key, byte[] content) {
        s3.putObject(b -> b.bucket(bucket).key(key), RequestBody.fromBytes(content));
    }
}
