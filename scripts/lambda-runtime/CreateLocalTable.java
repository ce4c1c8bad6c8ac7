import dev.lazygraph.aws.dynamodb.TableSchema;
import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Creates the lazygraph table on a local DynamoDB stand-in (dynalite) unless it exists, with the schema of
 * {@link TableSchema}; in AWS the CDK stack owns the table. Run on a function's classpath:
 * <pre>java -cp 'functions/ingest/target/lib/*' CreateLocalTable.java ENDPOINT TABLE</pre>
 */
public final class CreateLocalTable {
    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: java -cp FUNCTION_LIBS CreateLocalTable.java ENDPOINT TABLE");
            System.exit(2);
        }
        try (DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(URI.create(args[0]))
                .region(Region.EU_WEST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .httpClient(UrlConnectionHttpClient.create())
                .build()) {
            boolean created = TableSchema.createIfMissing(client, args[1]);
            System.err.println("lazygraph invoke: table " + args[1] + (created ? " created" : " exists") + " on " + args[0]);
        }
    }
}
