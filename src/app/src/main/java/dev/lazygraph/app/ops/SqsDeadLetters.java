package dev.lazygraph.app.ops;

import dev.lazygraph.core.events.DeadLetters;
import java.net.URI;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.ChangeMessageVisibilityBatchRequestEntry;
import software.amazon.awssdk.services.sqs.model.Message;

/** {@link DeadLetters} on an SQS queue (the stack's output {@code IngestDeadLetterQueueUrl}). */
public final class SqsDeadLetters implements DeadLetters, AutoCloseable {
    /** How long a received message stays hidden while it is replayed. */
    static final int VISIBILITY_SECONDS = 300;
    private static final Pattern AWS_QUEUE_HOST = Pattern.compile("sqs\\.([a-z0-9-]+)\\.amazonaws\\.com(\\.cn)?");

    private final SqsClient sqs;
    private final String queueUrl;

    SqsDeadLetters(SqsClient sqs, String queueUrl) {
        this.sqs = sqs;
        this.queueUrl = queueUrl;
    }

    /**
     * A client for the queue at {@code queueUrl}: requests go to the URL's own host (a queue URL names its
     * region's endpoint, or a local SQS such as ElasticMQ), signed for the region the host names, else the
     * default region chain's (a local SQS accepts any: us-east-1 when none is configured); credentials come
     * from the default chain.
     *
     * @throws IllegalArgumentException when {@code queueUrl} is not an http(s) URL
     */
    public static SqsDeadLetters forQueue(String queueUrl) {
        URI url;
        try {
            url = URI.create(queueUrl);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not a queue URL: " + queueUrl);
        }
        if (url.getHost() == null || !("https".equals(url.getScheme()) || "http".equals(url.getScheme()))) {
            throw new IllegalArgumentException("not a queue URL (https://sqs.REGION.amazonaws.com/ACCOUNT/NAME): "
                    + queueUrl);
        }
        var client = SqsClient.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .endpointOverride(URI.create(url.getScheme() + "://" + url.getAuthority()));
        Matcher aws = AWS_QUEUE_HOST.matcher(url.getHost());
        client.region(aws.matches() ? Region.of(aws.group(1)) : configuredRegion());
        return new SqsDeadLetters(client.build(), queueUrl);
    }

    private static Region configuredRegion() {
        try {
            return new DefaultAwsRegionProviderChain().getRegion();
        } catch (SdkClientException none) {
            return Region.US_EAST_1;
        }
    }

    @Override
    public List<DeadLetter> receive(int max) {
        return sqs.receiveMessage(b -> b.queueUrl(queueUrl).maxNumberOfMessages(max)
                        .visibilityTimeout(VISIBILITY_SECONDS).waitTimeSeconds(1))
                .messages().stream()
                .map(SqsDeadLetters::letter)
                .toList();
    }

    private static DeadLetter letter(Message message) {
        return new DeadLetter(message.messageId(), message.receiptHandle(), message.body());
    }

    @Override
    public void delete(DeadLetter letter) {
        sqs.deleteMessage(b -> b.queueUrl(queueUrl).receiptHandle(letter.receipt()));
    }

    @Override
    public void release(List<DeadLetter> letters) {
        for (int from = 0; from < letters.size(); from += 10) {
            List<ChangeMessageVisibilityBatchRequestEntry> entries = letters.subList(from,
                            Math.min(from + 10, letters.size())).stream()
                    .map(letter -> ChangeMessageVisibilityBatchRequestEntry.builder().id(letter.id())
                            .receiptHandle(letter.receipt()).visibilityTimeout(0).build())
                    .toList();
            sqs.changeMessageVisibilityBatch(b -> b.queueUrl(queueUrl).entries(entries));
        }
    }

    @Override
    public void close() {
        sqs.close();
    }
}
