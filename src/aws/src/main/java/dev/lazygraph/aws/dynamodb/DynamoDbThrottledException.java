package dev.lazygraph.aws.dynamodb;

/**
 * DynamoDB kept refusing work (throttling or unprocessed batch entries) after every retry. Nothing is lost
 * silently: the caller's operation failed and must be retried (the S3 ingest function reports the record as
 * failed so Lambda retries it).
 */
public class DynamoDbThrottledException extends RuntimeException {
    public DynamoDbThrottledException(String message, Throwable cause) {
        super(message, cause);
    }
}
