package dev.lazygraph.infra;

import io.github.cdklabs.cdknag.AwsSolutionsChecks;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Aspects;
import software.amazon.awscdk.Environment;
import software.amazon.awscdk.StackProps;

/** Entry point of {@code cdk synth|deploy|destroy} (see cdk.json); settings come from CDK context. */
public final class LazygraphApp {
    private LazygraphApp() {
    }

    public static void main(String[] args) {
        App app = new App();
        DeploymentSettings settings = DeploymentSettings.fromContext(app.getNode()::tryGetContext);
        new LazygraphStack(app, "Lazygraph-" + settings.stage(), StackProps.builder()
                .description("lazygraph: lazy GraphRAG on S3, DynamoDB, Lambda and an HTTP API")
                .env(Environment.builder()
                        .account(System.getenv("CDK_DEFAULT_ACCOUNT"))
                        .region(System.getenv("CDK_DEFAULT_REGION"))
                        .build())
                .build(), settings);
        // The same checks as the tests: synth fails on an unsuppressed AwsSolutions error.
        Aspects.of(app).add(AwsSolutionsChecks.Builder.create().verbose(true).build());
        app.synth();
    }
}
