package dev.lazygraph.infra;

import io.github.cdklabs.cdknag.NagPackSuppression;
import io.github.cdklabs.cdknag.NagSuppressions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import software.amazon.awscdk.CfnElement;
import software.amazon.awscdk.CfnOutput;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.SecretValue;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.StackProps;
import software.amazon.awscdk.Tags;
import software.amazon.awscdk.aws_apigatewayv2_authorizers.HttpIamAuthorizer;
import software.amazon.awscdk.aws_apigatewayv2_authorizers.HttpJwtAuthorizer;
import software.amazon.awscdk.aws_apigatewayv2_integrations.HttpLambdaIntegration;
import software.amazon.awscdk.aws_apigatewayv2_integrations.HttpLambdaIntegrationProps;
import software.amazon.awscdk.services.apigateway.AccessLogFormat;
import software.amazon.awscdk.services.apigatewayv2.AddRoutesOptions;
import software.amazon.awscdk.services.apigatewayv2.HttpApi;
import software.amazon.awscdk.services.apigatewayv2.HttpMethod;
import software.amazon.awscdk.services.apigatewayv2.HttpStage;
import software.amazon.awscdk.services.apigatewayv2.HttpStageOptions;
import software.amazon.awscdk.services.apigatewayv2.IAccessLogDestination;
import software.amazon.awscdk.services.apigatewayv2.IAccessLogSettings;
import software.amazon.awscdk.services.apigatewayv2.IHttpRouteAuthorizer;
import software.amazon.awscdk.services.apigatewayv2.LogGroupLogDestination;
import software.amazon.awscdk.services.apigatewayv2.MappingValue;
import software.amazon.awscdk.services.apigatewayv2.ParameterMapping;
import software.amazon.awscdk.services.apigatewayv2.ThrottleSettings;
import software.amazon.awscdk.services.dynamodb.Attribute;
import software.amazon.awscdk.services.dynamodb.AttributeType;
import software.amazon.awscdk.services.dynamodb.BillingMode;
import software.amazon.awscdk.services.dynamodb.GlobalSecondaryIndexProps;
import software.amazon.awscdk.services.dynamodb.PointInTimeRecoverySpecification;
import software.amazon.awscdk.services.dynamodb.Table;
import software.amazon.awscdk.services.events.Rule;
import software.amazon.awscdk.services.events.Schedule;
import software.amazon.awscdk.services.events.targets.LambdaFunction;
import software.amazon.awscdk.services.iam.PolicyDocument;
import software.amazon.awscdk.services.iam.PolicyStatement;
import software.amazon.awscdk.services.iam.Role;
import software.amazon.awscdk.services.iam.ServicePrincipal;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.EventInvokeConfigOptions;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.IFunction;
import software.amazon.awscdk.services.lambda.SnapStartConf;
import software.amazon.awscdk.services.lambda.destinations.SqsDestination;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.amazon.awscdk.services.s3.BlockPublicAccess;
import software.amazon.awscdk.services.s3.Bucket;
import software.amazon.awscdk.services.s3.BucketEncryption;
import software.amazon.awscdk.services.s3.EventType;
import software.amazon.awscdk.services.s3.LifecycleRule;
import software.amazon.awscdk.services.s3.ObjectOwnership;
import software.amazon.awscdk.services.s3.notifications.LambdaDestination;
import software.amazon.awscdk.services.sqs.Queue;
import software.amazon.awscdk.services.sqs.QueueEncryption;
import software.constructs.Construct;
import software.constructs.IConstruct;

/**
 * lazygraph on AWS: uploads to a versioned bucket trigger the ingest function, which writes the concept graph
 * into one DynamoDB table; an HTTP API (IAM or JWT authorized) fronts the query function, which reads the graph
 * and caches community summaries in the same table. Data (bucket, table, access logs) is retained on
 * {@code cdk destroy}.
 */
public class LazygraphStack extends Stack {
    /** Partition/sort key names and the TTL attribute the DynamoDB adapter relies on. */
    static final String PARTITION_KEY = "pk";
    static final String SORT_KEY = "sk";
    static final String TTL_ATTRIBUTE = "expiresAt";
    /**
     * The one place to declare the table's global secondary indexes: the table gets them and both roles get
     * their ARNs. The single-table layout needs none so far.
     */
    static final List<GlobalSecondaryIndexProps> GLOBAL_SECONDARY_INDEXES = List.of();

    /**
     * The questions, routed to the question function (its own handler, no HTTP stack: the fastest cold start).
     */
    static final List<Route> QUESTION_ROUTES = List.of(
            new Route(HttpMethod.POST, "/query"),
            new Route(HttpMethod.POST, "/search"));

    /**
     * The rest of the read-only part of the local API, routed to the api function (the quarkus-rest application),
     * and the MCP endpoint's streamable HTTP requests (POST a message, DELETE ends a session; no GET: a Lambda
     * cannot hold a server-sent event stream open). Documents are added and removed through the bucket, not HTTP.
     */
    static final List<Route> API_ROUTES = List.of(
            new Route(HttpMethod.POST, "/mcp"),
            new Route(HttpMethod.DELETE, "/mcp"),
            new Route(HttpMethod.GET, "/documents"),
            new Route(HttpMethod.GET, "/q/health"),
            new Route(HttpMethod.GET, "/q/openapi"));

    record Route(HttpMethod method, String path) {
    }

    /** One JSON line per request, with HTTP API context variables (CDK's default is Common Log Format). */
    static final AccessLogFormat ACCESS_LOG_FORMAT = AccessLogFormat.custom("{"
            + "\"requestId\":\"$context.requestId\",\"requestTime\":\"$context.requestTime\","
            + "\"sourceIp\":\"$context.identity.sourceIp\",\"caller\":\"$context.identity.userArn\","
            + "\"routeKey\":\"$context.routeKey\",\"status\":\"$context.status\","
            + "\"responseLength\":\"$context.responseLength\","
            + "\"integrationLatency\":\"$context.integration.latency\","
            + "\"integrationError\":\"$context.integrationErrorMessage\","
            + "\"authorizerError\":\"$context.authorizer.error\"}");

    static final RetentionDays LOG_RETENTION = RetentionDays.ONE_MONTH;
    /** The query function's LLM key, from the Secrets Manager secret named by llmApiKeySecret. */
    static final String LLM_API_KEY_VARIABLE = "LAZYGRAPH_LLM_API_KEY";
    static final int INGEST_RETRY_ATTEMPTS = 2;
    /** The ingest build's second handler (functions/ingest ReconcileHandler.NAME). */
    static final String RECONCILE_HANDLER = "reconcile";
    /**
     * The question function's memory: its peak RSS answering a question in {@code bench startup --functions} plus
     * headroom (docs/serverless.md#cold-starts); Lambda gives CPU in proportion to it.
     */
    static final int QUESTION_MEMORY_MB = 1024;
    /** The header the query and question functions read the request id from (lazygraph-api-model Questions). */
    static final String REQUEST_ID_HEADER = "x-request-id";

    public LazygraphStack(Construct scope, String id, StackProps props, DeploymentSettings settings) {
        super(scope, id, props);
        // Access logs reach the log bucket through a bucket policy, not ACLs (ACLs are disabled there), even in
        // an app whose cdk.json lacks this flag.
        getNode().setContext("@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy", true);
        FunctionRuntime runtime = settings.runtime();
        runtime.requireCode(settings.ingestZip());
        runtime.requireCode(settings.queryZip());
        runtime.requireCode(settings.questionZip());
        if (settings.embeddings()) {
            FunctionZip.requireEmbedder(settings.ingestZip());
            FunctionZip.requireEmbedder(settings.queryZip());
            FunctionZip.requireEmbedder(settings.questionZip());
        }
        Tags.of(this).add("lazygraph:stage", settings.stage());

        Bucket documents = documentBucket(accessLogBucket());
        Table table = graphTable();
        List<String> indexNames = GLOBAL_SECONDARY_INDEXES.stream().map(GlobalSecondaryIndexProps::getIndexName)
                .toList();
        Queue deadLetters = Queue.Builder.create(this, "IngestDeadLetterQueue")
                .encryption(QueueEncryption.SQS_MANAGED)
                .enforceSsl(true)
                .retentionPeriod(Duration.days(14))
                .build();

        LogGroup ingestLogs = logGroup("IngestLogs");
        Role ingestRole = role("IngestRole", "lazygraph ingest: read uploads, write the graph",
                AccessPolicies.ingest(table, indexNames, documents, ingestLogs, deadLetters));
        Function ingest = function("IngestFunction", settings)
                .description("lazygraph ingest (" + settings.stage() + "): S3 events -> concept graph, no LLM")
                .code(Code.fromAsset(settings.ingestZip().toString()))
                // Tagging and chunking are CPU-bound: 1769 MB is one full vCPU.
                .memorySize(1769)
                .timeout(Duration.minutes(10))
                // Policies live in the role's inline document; nothing may add grants behind our back.
                .role(ingestRole.withoutPolicyUpdates())
                .logGroup(ingestLogs)
                .environment(environment(runtime, settings.ingestEnvironment(), withEmbedder(settings, Map.of(
                        "LAZYGRAPH_STORE", "dynamodb",
                        "LAZYGRAPH_TABLE", table.getTableName(),
                        "LAZYGRAPH_BUCKET", documents.getBucketName()))))
                .build();
        IFunction ingestTarget = runtime.invocationTarget(ingest);
        ingestTarget.configureAsyncInvoke(EventInvokeConfigOptions.builder()
                .retryAttempts(INGEST_RETRY_ATTEMPTS)
                .maxEventAge(Duration.hours(6))
                .onFailure(new SqsDestination(deadLetters))
                .build());
        documents.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(ingestTarget));
        documents.addEventNotification(EventType.OBJECT_REMOVED, new LambdaDestination(ingestTarget));

        LogGroup queryLogs = logGroup("QueryLogs");
        Role queryRole = role("QueryRole", "lazygraph query: read the graph, cache summaries",
                AccessPolicies.query(table, indexNames, settings.summaryKeyPattern(), queryLogs));
        Map<String, String> queryManaged = withEmbedder(settings, Map.of(
                "LAZYGRAPH_STORE", "dynamodb",
                "LAZYGRAPH_TABLE", table.getTableName()));
        // A dynamic reference: CloudFormation resolves it at deploy time, the template only names the secret.
        // lazygraph.llm.api-key, the name the function reads (a key alone switches the LLM on, at OpenAI's URL).
        settings.llmApiKeySecret().ifPresent(secret -> queryManaged.put(LLM_API_KEY_VARIABLE,
                SecretValue.secretsManager(secret).unsafeUnwrap()));
        Function query = function("QueryFunction", settings)
                .description("lazygraph query (" + settings.stage() + "): HTTP API -> lazy GraphRAG answer")
                .code(Code.fromAsset(settings.queryZip().toString()))
                .memorySize(1024)
                // An HTTP API integration gives up after 30 s.
                .timeout(Duration.seconds(29))
                .role(queryRole.withoutPolicyUpdates())
                .logGroup(queryLogs)
                .environment(environment(runtime, settings.queryEnvironment(), queryManaged))
                .build();
        // The question function reads the graph and caches summaries and verdicts, as the api function does for
        // the MCP tool ask: the same grants, in a role of its own.
        LogGroup questionLogs = logGroup("QuestionLogs");
        Role questionRole = role("QuestionRole", "lazygraph questions: read the graph, cache summaries",
                AccessPolicies.query(table, indexNames, settings.summaryKeyPattern(), questionLogs));
        Function question = function("QuestionFunction", settings)
                .description("lazygraph question (" + settings.stage() + "): POST /query, /search -> lazy GraphRAG")
                .code(Code.fromAsset(settings.questionZip().toString()))
                .memorySize(QUESTION_MEMORY_MB)
                .timeout(Duration.seconds(29))
                .role(questionRole.withoutPolicyUpdates())
                .logGroup(questionLogs)
                .environment(environment(runtime, settings.queryEnvironment(), queryManaged))
                .build();
        HttpStage apiStage = httpApi(settings, runtime.invocationTarget(query), runtime.invocationTarget(question));

        Optional<Function> reconcile = settings.operations().reconcileEvery()
                .map(rate -> reconcileFunction(settings, table, indexNames, documents, rate));
        OperationsMonitoring monitoring = new OperationsMonitoring(this, "Operations", new OperationsMonitoring.Watched(
                ingest, query, question, reconcile, deadLetters, apiStage.getApi(), table), settings.operations().alarmEmail());

        CfnOutput.Builder.create(this, "ApiUrl").value(apiStage.getUrl()).build();
        CfnOutput.Builder.create(this, "DocumentBucketName").value(documents.getBucketName()).build();
        CfnOutput.Builder.create(this, "GraphTableName").value(table.getTableName()).build();
        CfnOutput.Builder.create(this, "IngestDeadLetterQueueUrl").value(deadLetters.getQueueUrl()).build();
        CfnOutput.Builder.create(this, "AlarmTopicArn").value(monitoring.topic().getTopicArn()).build();

        suppressJustifiedFindings(documents, deadLetters, ingestRole);
        if (runtime == FunctionRuntime.JVM) {
            List<Function> functions = new ArrayList<>(List.of(ingest, query, question));
            reconcile.ifPresent(functions::add);
            for (Function function : functions) {
                NagSuppressions.addResourceSuppressions(function, List.of(NagPackSuppression.builder()
                        .id("AwsSolutions-L1")
                        .reason("java21 is the Java runtime Quarkus 3.33's Lambda extension targets (its generated"
                                + " SAM template uses it) and the one this JVM fallback is documented for; the default"
                                + " deployment runs the native build on provided.al2023.")
                        .build()), true);
            }
        }
    }

    /**
     * The scheduled reconciler: the ingest build with its other handler, run by an EventBridge schedule. Runs
     * do not overlap (the shortest rate allowed is the 15-minute timeout) and are not retried: the next run goes
     * on where this one stopped.
     */
    private Function reconcileFunction(DeploymentSettings settings, Table table, List<String> indexNames,
                                       Bucket documents, java.time.Duration rate) {
        LogGroup logs = logGroup("ReconcileLogs");
        Role role = role("ReconcileRole", "lazygraph reconcile: list and read the bucket, write the graph",
                AccessPolicies.reconcile(table, indexNames, documents, logs));
        Function reconcile = function("ReconcileFunction", settings)
                .description("lazygraph reconcile (" + settings.stage() + "): bucket vs index, lost events repaired")
                .code(Code.fromAsset(settings.ingestZip().toString()))
                .memorySize(1769)
                .timeout(Duration.minutes(15))
                .role(role.withoutPolicyUpdates())
                .logGroup(logs)
                .environment(environment(settings.runtime(), settings.ingestEnvironment(), withEmbedder(settings,
                        Map.of("QUARKUS_LAMBDA_HANDLER", RECONCILE_HANDLER,
                                "LAZYGRAPH_STORE", "dynamodb",
                                "LAZYGRAPH_TABLE", table.getTableName(),
                                "LAZYGRAPH_BUCKET", documents.getBucketName()))))
                .build();
        Rule.Builder.create(this, "ReconcileSchedule")
                .description("lazygraph reconcile every " + rate)
                .schedule(Schedule.rate(Duration.minutes(rate.toMinutes())))
                .targets(List.of(LambdaFunction.Builder.create(settings.runtime().invocationTarget(reconcile))
                        .retryAttempts(0).build()))
                .build();
        NagSuppressions.addResourceSuppressions(role, List.of(suppressFor("AwsSolutions-IAM5",
                "The reconciler compares every object of this one bucket with the index, so reads cover its"
                        + " objects (and only s3:GetObject/GetObjectVersion and their tags).",
                "Resource::<" + logicalId(documents) + ".Arn>/*")), true);
        return reconcile;
    }

    private Bucket documentBucket(Bucket accessLogs) {
        return Bucket.Builder.create(this, "DocumentBucket")
                .encryption(BucketEncryption.S3_MANAGED)
                .blockPublicAccess(BlockPublicAccess.BLOCK_ALL)
                .enforceSsl(true)
                // The ingest uses each object's versionId as the document revision.
                .versioned(true)
                .serverAccessLogsBucket(accessLogs)
                .serverAccessLogsPrefix("documents/")
                .lifecycleRules(List.of(LifecycleRule.builder()
                        .noncurrentVersionExpiration(Duration.days(30))
                        .abortIncompleteMultipartUploadAfter(Duration.days(7))
                        .build()))
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
    }

    private Table graphTable() {
        Table table = Table.Builder.create(this, "GraphTable")
                .partitionKey(Attribute.builder().name(PARTITION_KEY).type(AttributeType.STRING).build())
                .sortKey(Attribute.builder().name(SORT_KEY).type(AttributeType.STRING).build())
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .pointInTimeRecoverySpecification(PointInTimeRecoverySpecification.builder()
                        .pointInTimeRecoveryEnabled(true).build())
                .timeToLiveAttribute(TTL_ATTRIBUTE)
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
        GLOBAL_SECONDARY_INDEXES.forEach(table::addGlobalSecondaryIndex);
        return table;
    }

    private Bucket accessLogBucket() {
        return Bucket.Builder.create(this, "AccessLogBucket")
                .encryption(BucketEncryption.S3_MANAGED)
                .blockPublicAccess(BlockPublicAccess.BLOCK_ALL)
                .enforceSsl(true)
                .objectOwnership(ObjectOwnership.BUCKET_OWNER_ENFORCED)
                .lifecycleRules(List.of(LifecycleRule.builder().expiration(Duration.days(365)).build()))
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
    }

    private LogGroup logGroup(String id) {
        return LogGroup.Builder.create(this, id).retention(LOG_RETENTION).removalPolicy(RemovalPolicy.RETAIN).build();
    }

    private Role role(String id, String description, List<PolicyStatement> statements) {
        return Role.Builder.create(this, id)
                .description(description)
                .assumedBy(new ServicePrincipal("lambda.amazonaws.com"))
                .inlinePolicies(Map.of("access", PolicyDocument.Builder.create().statements(statements).build()))
                .build();
    }

    /** A function on the chosen runtime: its handler, architecture and, unless turned off on java21, SnapStart. */
    private Function.Builder function(String id, DeploymentSettings settings) {
        return Function.Builder.create(this, id)
                .runtime(settings.runtime().lambdaRuntime())
                .handler(settings.runtime().handler())
                .snapStart(settings.snapStart() ? SnapStartConf.ON_PUBLISHED_VERSIONS : null)
                .currentVersionOptions(settings.runtime().versionOptions())
                .architecture(settings.architecture());
    }

    /**
     * {@code managed} with the embedder switch every function gets, so a zip built with the embedder does not
     * embed unless the deployment asks for it: ingest and query must agree, or the questions of one would be
     * compared with no vectors of the other. The embedder's tokenizer unpacks its native library under
     * DJL_CACHE_DIR, by default in the home directory, which Lambda does not let a function write: /tmp instead.
     */
    private static Map<String, String> withEmbedder(DeploymentSettings settings, Map<String, String> managed) {
        Map<String, String> environment = new TreeMap<>(managed);
        environment.put("LAZYGRAPH_EMBEDDINGS_ENABLED", String.valueOf(settings.embeddings()));
        if (settings.embeddings()) {
            environment.put("DJL_CACHE_DIR", "/tmp/djl");
        }
        return environment;
    }

    /** Deploy-time extras first, then the values this stack owns (which they may not override). */
    private static Map<String, String> environment(FunctionRuntime runtime, Map<String, String> extra,
                                                   Map<String, String> managed) {
        Map<String, String> environment = new TreeMap<>(extra);
        for (String name : managed.keySet()) {
            if (environment.containsKey(name)) {
                throw new IllegalArgumentException("environment variable " + name
                        + " is set by the stack and cannot be overridden from context");
            }
        }
        runtime.environment().forEach(environment::putIfAbsent);
        environment.putAll(managed);
        return environment;
    }

    private HttpStage httpApi(DeploymentSettings settings, IFunction query, IFunction question) {
        IHttpRouteAuthorizer authorizer = settings.jwt()
                .<IHttpRouteAuthorizer>map(jwt -> HttpJwtAuthorizer.Builder.create("JwtAuthorizer", jwt.issuer())
                        .jwtAudience(jwt.audience()).build())
                .orElseGet(HttpIamAuthorizer::new);
        HttpApi api = HttpApi.Builder.create(this, "HttpApi")
                .apiName("lazygraph-" + settings.stage())
                .description("lazygraph query API (" + settings.stage() + ")")
                // The implicit default stage cannot carry access-log settings: create it below instead.
                .createDefaultStage(false)
                .defaultAuthorizer(authorizer)
                .build();
        route(api, new HttpLambdaIntegration("QueryIntegration", query, withRequestId()), API_ROUTES);
        route(api, new HttpLambdaIntegration("QuestionIntegration", question, withRequestId()), QUESTION_ROUTES);

        LogGroup accessLogs = logGroup("ApiAccessLogs");
        IAccessLogDestination destination = new LogGroupLogDestination(accessLogs);
        return api.addStage("DefaultStage", HttpStageOptions.builder()
                // $default serves paths without a stage prefix, exactly as the local server does.
                .stageName("$default")
                .autoDeploy(true)
                .accessLogSettings(new IAccessLogSettings() {
                    @Override
                    public IAccessLogDestination getDestination() {
                        return destination;
                    }

                    @Override
                    public AccessLogFormat getFormat() {
                        return ACCESS_LOG_FORMAT;
                    }
                })
                // Every query may spend LLM tokens: cap the rate an authorized caller can drive.
                .throttle(ThrottleSettings.builder().rateLimit(20).burstLimit(40).build())
                .build());
    }

    private static void route(HttpApi api, HttpLambdaIntegration integration, List<Route> routes) {
        routes.forEach(route -> api.addRoutes(AddRoutesOptions.builder()
                .path(route.path()).methods(List.of(route.method())).integration(integration).build()));
    }

    /**
     * API Gateway's request id reaches the function as X-Request-Id: its JSON query line then names the same
     * request as the access log.
     */
    private static HttpLambdaIntegrationProps withRequestId() {
        return HttpLambdaIntegrationProps.builder()
                .parameterMapping(new ParameterMapping().overwriteHeader(REQUEST_ID_HEADER,
                        MappingValue.contextVariable("requestId")))
                .build();
    }

    /** Every finding of cdk-nag's AwsSolutions pack that remains, with the reason it is acceptable. */
    private void suppressJustifiedFindings(Bucket documents, Queue deadLetters, Role ingestRole) {
        NagSuppressions.addResourceSuppressions(deadLetters, List.of(NagPackSuppression.builder()
                .id("AwsSolutions-SQS3")
                .reason("This queue is itself the on-failure destination of the ingest function; nothing consumes"
                        + " it automatically, so a further dead-letter queue would only hide messages.")
                .build()), true);
        NagSuppressions.addResourceSuppressions(ingestRole, List.of(suppressFor("AwsSolutions-IAM5",
                "Any uploaded object key is a document to ingest, so reads cover every object of this one bucket"
                        + " (and only s3:GetObject/GetObjectVersion and their tags).",
                "Resource::<" + logicalId(documents) + ".Arn>/*")), true);
        for (IConstruct child : getNode().getChildren()) {
            // CDK's singleton custom resource that writes the bucket's notification configuration.
            if (child.getNode().getId().startsWith("BucketNotificationsHandler")) {
                NagSuppressions.addResourceSuppressions(child, List.of(suppressFor("AwsSolutions-IAM4",
                        "CDK's built-in BucketNotificationsHandler custom resource (run only at deploy time) uses"
                                + " AWSLambdaBasicExecutionRole for its own logs; its role is not configurable.",
                        "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole")),
                        true);
            }
        }
    }

    private String logicalId(Construct construct) {
        return getLogicalId((CfnElement) construct.getNode().getDefaultChild());
    }

    private static NagPackSuppression suppressFor(String rule, String reason, String finding) {
        return NagPackSuppression.builder().id(rule).reason(reason).appliesTo(List.of(finding)).build();
    }
}
