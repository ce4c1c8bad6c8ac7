package dev.lazygraph.app.ops;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import org.elasticmq.rest.sqs.SQSRestServer;
import org.elasticmq.rest.sqs.SQSRestServerBuilder;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * A local SQS (ElasticMQ) in the test's JVM, on a free port of 127.0.0.1. It checks no signature, but the SDK
 * signs every request: the default credential chain gets dummy keys while it runs.
 */
public final class ElasticMq implements AutoCloseable {
    private final SQSRestServer server;
    private final URI endpoint;
    public final SqsClient client;

    public ElasticMq() {
        System.setProperty("aws.accessKeyId", "local");
        System.setProperty("aws.secretAccessKey", "local");
        int port = freePort();
        server = SQSRestServerBuilder.withPort(port).withInterface("127.0.0.1").start();
        server.waitUntilStarted();
        endpoint = URI.create("http://127.0.0.1:" + port);
        client = SqsClient.builder()
                .endpointOverride(endpoint)
                .region(Region.EU_WEST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    /** A new queue's URL, on this server's address. */
    public String createQueue(String name) {
        String url = client.createQueue(b -> b.queueName(name)).queueUrl();
        return endpoint + URI.create(url).getPath();
    }

    public int approximateMessages(String queueUrl) {
        return Integer.parseInt(client.getQueueAttributes(b -> b.queueUrl(queueUrl)
                .attributeNamesWithStrings("ApproximateNumberOfMessages")).attributesAsStrings()
                .get("ApproximateNumberOfMessages"));
    }

    @Override
    public void close() {
        client.close();
        server.stopAndWait();
        System.clearProperty("aws.accessKeyId");
        System.clearProperty("aws.secretAccessKey");
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
