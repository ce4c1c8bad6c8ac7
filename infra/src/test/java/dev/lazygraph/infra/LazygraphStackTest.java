package dev.lazygraph.infra;

import static dev.lazygraph.infra.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.assertions.Annotations;
import software.amazon.awscdk.assertions.Match;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.cxapi.SynthesisMessage;

/** The default deployment (IAM authorization), synthesized once offline and checked resource by resource. */
class LazygraphStackTest {
    @TempDir
    static Path dir;
    static Template template;
    static Map<String, Object> resources;
    static Annotations annotations;

    @BeforeAll
    static void synthesize() {
        Fixtures.Synthesized deployment = Fixtures.synthesize(dir, Fixtures.settings(dir));
        template = deployment.template();
        resources = deployment.resources();
        annotations = deployment.annotations();
    }

    @Test
    void documentBucketIsEncryptedPrivateVersionedAndAccessLogged() {
        String logBucket = onlyId("AWS::S3::Bucket", "AccessLogBucket");
        template.hasResourceProperties("AWS::S3::Bucket", Map.of(
                "BucketEncryption", Map.of("ServerSideEncryptionConfiguration", List.of(Map.of(
                        "ServerSideEncryptionByDefault", Map.of("SSEAlgorithm", "AES256")))),
                "PublicAccessBlockConfiguration", allPublicAccessBlocked(),
                "VersioningConfiguration", Map.of("Status", "Enabled"),
                "LoggingConfiguration", Map.of("DestinationBucketName", Map.of("Ref", logBucket))));
        Map<String, Object> logProps = at(resources, logBucket, "Properties");
        assertEquals(allPublicAccessBlocked(), logProps.get("PublicAccessBlockConfiguration"));
        assertNotNull(logProps.get("BucketEncryption"));
        for (String bucket : ids("AWS::S3::Bucket")) {
            assertEquals("Retain", at(resources, bucket, "DeletionPolicy"), bucket + " must survive cdk destroy");
        }
    }

    @Test
    void everyBucketRefusesRequestsWithoutTls() {
        Set<String> buckets = ids("AWS::S3::Bucket");
        Set<String> tlsOnly = new HashSet<>();
        for (String policy : ids("AWS::S3::BucketPolicy")) {
            List<Map<String, Object>> statements = at(resources, policy, "Properties", "PolicyDocument", "Statement");
            boolean deniesPlainHttp = statements.stream().anyMatch(s -> "Deny".equals(s.get("Effect"))
                    && "false".equals(at(s, "Condition", "Bool", "aws:SecureTransport")));
            if (deniesPlainHttp) {
                tlsOnly.add(at(resources, policy, "Properties", "Bucket", "Ref"));
            }
        }
        assertEquals(buckets, tlsOnly);
        assertEquals(2, buckets.size());
    }

    @Test
    @SuppressWarnings("unchecked")
    void uploadsAndDeletionsNotifyTheIngestFunction() {
        String ingest = onlyId("AWS::Lambda::Function", "IngestFunction");
        Map<String, Object> notifications = only("Custom::S3BucketNotifications");
        assertEquals(onlyId("AWS::S3::Bucket", "DocumentBucket"), at(notifications, "BucketName", "Ref"));
        List<Map<String, Object>> configs = at(notifications, "NotificationConfiguration",
                "LambdaFunctionConfigurations");
        assertEquals(List.of("s3:ObjectCreated:*", "s3:ObjectRemoved:*"), configs.stream()
                .flatMap(c -> ((List<String>) c.get("Events")).stream()).sorted().toList());
        for (Map<String, Object> config : configs) {
            assertEquals(List.of(ingest, "Arn"), at(config, "LambdaFunctionArn", "Fn::GetAtt"));
        }
    }

    @Test
    void tableIsOnDemandWithRecoveryTtlAndStringKeys() {
        Map<String, Object> table = only("AWS::DynamoDB::Table");
        assertEquals("PAY_PER_REQUEST", table.get("BillingMode"));
        assertEquals(true, at(table, "PointInTimeRecoverySpecification", "PointInTimeRecoveryEnabled"));
        assertEquals(Map.of("AttributeName", "expiresAt", "Enabled", true), table.get("TimeToLiveSpecification"));
        assertEquals(List.of(Map.of("AttributeName", "pk", "KeyType", "HASH"),
                Map.of("AttributeName", "sk", "KeyType", "RANGE")), table.get("KeySchema"));
        assertEquals(Set.of(Map.of("AttributeName", "pk", "AttributeType", "S"),
                Map.of("AttributeName", "sk", "AttributeType", "S")),
                new HashSet<>((List<?>) table.get("AttributeDefinitions")));
        assertEquals(LazygraphStack.GLOBAL_SECONDARY_INDEXES.isEmpty(), table.get("GlobalSecondaryIndexes") == null);
        assertEquals("Retain", at(resources, onlyId("AWS::DynamoDB::Table", "GraphTable"), "DeletionPolicy"));
    }

    @Test
    void theFunctionsRunTheNativeBootstrapOnProvidedAl2023() {
        for (String name : List.of("IngestFunction", "QueryFunction", "QuestionFunction")) {
            Map<String, Object> function = at(resources, onlyId("AWS::Lambda::Function", name), "Properties");
            assertEquals("provided.al2023", function.get("Runtime"), name);
            assertEquals("bootstrap", function.get("Handler"), name);
            assertEquals(List.of("x86_64"), function.get("Architectures"), name);
            assertNotNull(at(function, "Code", "S3Key"), name + " code comes from its zip asset");
            assertEquals("true", at(function, "Environment", "Variables", "DISABLE_SIGNAL_HANDLERS"));
            assertEquals("dynamodb", at(function, "Environment", "Variables", "LAZYGRAPH_STORE"));
            assertEquals("false", at(function, "Environment", "Variables", "LAZYGRAPH_EMBEDDINGS_ENABLED"),
                    name + ": no embedding unless the deployment asks for it");
            assertEquals(Map.of("Ref", onlyId("AWS::DynamoDB::Table", "GraphTable")),
                    at(function, "Environment", "Variables", "LAZYGRAPH_TABLE"));
        }
        Map<String, Object> ingestVars = at(resources, onlyId("AWS::Lambda::Function", "IngestFunction"),
                "Properties", "Environment", "Variables");
        Map<String, Object> queryVars = at(resources, onlyId("AWS::Lambda::Function", "QueryFunction"),
                "Properties", "Environment", "Variables");
        assertEquals(Map.of("Ref", onlyId("AWS::S3::Bucket", "DocumentBucket")), ingestVars.get("LAZYGRAPH_BUCKET"));
        assertNull(queryVars.get("LAZYGRAPH_BUCKET"), "the query function has no business with the bucket");
        assertNull(queryVars.get("LAZYGRAPH_LLM_API_KEY"), "no LLM key unless a secret is named");
    }

    @Test
    void failedIngestEventsAreRetriedTwiceThenSentToAnEncryptedTlsOnlyQueue() {
        String queue = onlyId("AWS::SQS::Queue", "IngestDeadLetterQueue");
        Map<String, Object> invokeConfig = only("AWS::Lambda::EventInvokeConfig");
        assertEquals(Map.of("Ref", onlyId("AWS::Lambda::Function", "IngestFunction")),
                invokeConfig.get("FunctionName"));
        assertEquals(2, ((Number) invokeConfig.get("MaximumRetryAttempts")).intValue());
        assertEquals(List.of(queue, "Arn"),
                at(invokeConfig, "DestinationConfig", "OnFailure", "Destination", "Fn::GetAtt"));
        assertEquals(true, at(resources, queue, "Properties", "SqsManagedSseEnabled"));
        Map<String, Object> queuePolicy = only("AWS::SQS::QueuePolicy");
        assertEquals(List.of(Map.of("Ref", queue)), queuePolicy.get("Queues"));
        List<Map<String, Object>> statements = at(queuePolicy, "PolicyDocument", "Statement");
        assertTrue(statements.stream().anyMatch(s -> "Deny".equals(s.get("Effect"))
                && "false".equals(at(s, "Condition", "Bool", "aws:SecureTransport"))));
    }

    @Test
    void functionsAndApiLogToGroupsWithAMonthOfRetention() {
        Set<String> groups = ids("AWS::Logs::LogGroup");
        assertEquals(4, groups.size());
        for (String group : groups) {
            assertEquals(30, ((Number) at(resources, group, "Properties", "RetentionInDays")).intValue(), group);
        }
        for (String name : List.of("IngestFunction", "QueryFunction", "QuestionFunction")) {
            String group = at(resources, onlyId("AWS::Lambda::Function", name),
                    "Properties", "LoggingConfig", "LogGroup", "Ref");
            assertTrue(groups.contains(group), name + " logs to its own retained group");
        }
    }

    @Test
    void httpApiRoutesQuestionsToTheQuestionFunctionAndTheRestToTheQueryFunctionBehindIam() {
        Map<String, String> functionOfRoute = new TreeMap<>();
        for (String route : ids("AWS::ApiGatewayV2::Route")) {
            Map<String, Object> props = at(resources, route, "Properties");
            assertEquals("AWS_IAM", props.get("AuthorizationType"), "route " + props.get("RouteKey"));
            Map<String, Object> integration = at(resources, integrationId(props), "Properties");
            assertEquals("AWS_PROXY", integration.get("IntegrationType"));
            assertEquals("2.0", integration.get("PayloadFormatVersion"));
            functionOfRoute.put((String) props.get("RouteKey"),
                    ((List<String>) at(integration, "IntegrationUri", "Fn::GetAtt")).get(0));
        }
        String query = onlyId("AWS::Lambda::Function", "QueryFunction");
        String question = onlyId("AWS::Lambda::Function", "QuestionFunction");
        assertEquals(new TreeMap<>(Map.of("POST /query", question, "POST /search", question, "POST /mcp", query,
                "DELETE /mcp", query, "GET /documents", query, "GET /q/health", query, "GET /q/openapi", query)),
                functionOfRoute);
        template.resourceCountIs("AWS::ApiGatewayV2::Authorizer", 0);
    }

    /** The integration a route's target ({@code integrations/<ref>}, joined) names. */
    private static String integrationId(Map<String, Object> route) {
        List<Object> parts = at(route, "Target", "Fn::Join", 1);
        return (String) ((Map<String, Object>) parts.get(1)).get("Ref");
    }

    @Test
    void theQuestionFunctionHasTheQueryFunctionsSettingsAndTheMemoryItsPeakNeeds() {
        Map<String, Object> question = at(resources, onlyId("AWS::Lambda::Function", "QuestionFunction"), "Properties");
        Map<String, Object> query = at(resources, onlyId("AWS::Lambda::Function", "QueryFunction"), "Properties");
        assertEquals(LazygraphStack.QUESTION_MEMORY_MB, ((Number) question.get("MemorySize")).intValue());
        assertEquals(29, ((Number) question.get("Timeout")).intValue(), "an HTTP API integration gives up after 30 s");
        assertEquals((Object) at(query, "Environment", "Variables"), at(question, "Environment", "Variables"),
                "the same table, store, LLM and budgets");
        assertEquals(List.of(onlyId("AWS::IAM::Role", "QuestionRole"), "Arn"), (Object) at(question, "Role", "Fn::GetAtt"));
    }

    @Test
    void defaultStageWritesJsonAccessLogsAndIsThrottled() {
        Map<String, Object> stage = only("AWS::ApiGatewayV2::Stage");
        assertEquals("$default", stage.get("StageName"));
        assertEquals(true, stage.get("AutoDeploy"));
        assertEquals(List.of(onlyId("AWS::Logs::LogGroup", "ApiAccessLogs"), "Arn"),
                at(stage, "AccessLogSettings", "DestinationArn", "Fn::GetAtt"));
        String format = at(stage, "AccessLogSettings", "Format");
        assertTrue(format.contains("$context.requestId") && format.contains("$context.authorizer.error"), format);
        assertNotNull(at(stage, "DefaultRouteSettings", "ThrottlingRateLimit"));
    }

    @Test
    void rolesAreExplicitAndHaveNoWildcardActions() {
        for (String role : List.of("IngestRole", "QueryRole", "QuestionRole")) {
            Map<String, Object> props = at(resources, onlyId("AWS::IAM::Role", role), "Properties");
            assertNull(props.get("ManagedPolicyArns"), role + " has no managed policies");
        }
        for (String policy : ids("AWS::IAM::Policy")) {
            List<Map<String, Object>> roles = at(resources, policy, "Properties", "Roles");
            assertTrue(roles.stream().allMatch(r -> String.valueOf(r.get("Ref")).startsWith("BucketNotificationsHandler")),
                    "only CDK's notification handler gets a generated policy; found " + policy);
        }
        List<Map<String, Object>> all = new ArrayList<>();
        ids("AWS::IAM::Role").forEach(role -> all.addAll(roleStatements(role)));
        ids("AWS::IAM::Policy").forEach(policy -> all.addAll(at(resources, policy, "Properties", "PolicyDocument",
                "Statement")));
        assertFalse(all.isEmpty());
        for (Map<String, Object> statement : all) {
            for (String action : actions(statement)) {
                assertFalse(action.contains("*"), "wildcard action " + action + " in " + statement);
            }
        }
    }

    @Test
    void queryAndQuestionRolesReadTheGraphWriteSummariesAndCannotTouchS3() {
        String table = onlyId("AWS::DynamoDB::Table", "GraphTable");
        for (String[] roleAndLogs : new String[][] {{"QueryRole", "QueryLogs"}, {"QuestionRole", "QuestionLogs"}}) {
            List<Map<String, Object>> statements = roleStatements(onlyId("AWS::IAM::Role", roleAndLogs[0]));
            Set<String> actions = statements.stream().flatMap(s -> actions(s).stream()).collect(Collectors.toSet());
            // Questions cache community summaries and relevance verdicts in the table: reads and those writes.
            assertEquals(Set.of("dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query",
                    "dynamodb:ConditionCheckItem", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem",
                    "logs:CreateLogStream", "logs:PutLogEvents"), actions, roleAndLogs[0]);
            for (Map<String, Object> statement : statements) {
                for (Object resource : resources(statement)) {
                    String text = resource.toString();
                    assertTrue(text.contains(table) || text.contains(onlyId("AWS::Logs::LogGroup", roleAndLogs[1])),
                            roleAndLogs[0] + " resource outside its table and log group: " + text);
                }
            }
        }
    }

    @Test
    void ingestRoleIsScopedToTheTableTheBucketItsLogsAndTheQueue() {
        List<Map<String, Object>> statements = roleStatements(onlyId("AWS::IAM::Role", "IngestRole"));
        Set<String> actions = statements.stream().flatMap(s -> actions(s).stream()).collect(Collectors.toSet());
        assertFalse(actions.contains("dynamodb:Scan"));
        assertFalse(actions.stream().anyMatch(a -> a.startsWith("s3:Put") || a.startsWith("s3:Delete")),
                "ingest only reads the bucket: " + actions);
        assertTrue(actions.containsAll(List.of("s3:GetObjectTagging", "s3:GetObjectVersionTagging")),
                "an object's tags give its document's groups: " + actions);
        Set<String> allowed = Set.of(onlyId("AWS::DynamoDB::Table", "GraphTable"),
                onlyId("AWS::S3::Bucket", "DocumentBucket"), onlyId("AWS::Logs::LogGroup", "IngestLogs"),
                onlyId("AWS::SQS::Queue", "IngestDeadLetterQueue"));
        for (Map<String, Object> statement : statements) {
            for (Object resource : resources(statement)) {
                assertTrue(allowed.stream().anyMatch(id -> resource.toString().contains(id)),
                        "ingest role resource outside its own resources: " + resource);
            }
        }
    }

    @Test
    void awsSolutionsChecksPassWithOnlyJustifiedSuppressions() throws IOException {
        List<SynthesisMessage> errors = annotations.findError("*", Match.stringLikeRegexp("AwsSolutions-.*"));
        List<SynthesisMessage> warnings = annotations.findWarning("*", Match.stringLikeRegexp("AwsSolutions-.*"));
        assertEquals(List.of(), errors.stream().map(m -> m.getId() + ": " + m.getEntry().getData()).toList());
        assertEquals(List.of(), warnings.stream().map(m -> m.getId() + ": " + m.getEntry().getData()).toList());

        // cdk-nag's own report proves the checks ran on the resources that matter and shows each verdict.
        List<List<String>> report = Files.readAllLines(dir.resolve("cdk.out/AwsSolutions-Lazygraph-test-NagReport.csv"))
                .stream().skip(1).map(LazygraphStackTest::csvFields).toList();
        Set<String> checked = report.stream().map(row -> row.get(0)).collect(Collectors.toSet());
        assertTrue(checked.containsAll(Set.of("AwsSolutions-S1", "AwsSolutions-S2", "AwsSolutions-S10",
                "AwsSolutions-DDB3", "AwsSolutions-SQS2", "AwsSolutions-SQS4", "AwsSolutions-APIG1",
                "AwsSolutions-APIG4", "AwsSolutions-IAM4", "AwsSolutions-IAM5")), checked.toString());
        for (List<String> row : report) {
            String verdict = row.get(2);
            assertTrue(verdict.equals("Compliant") || verdict.equals("Suppressed"), row.toString());
            if (verdict.equals("Suppressed")) {
                assertTrue(row.get(3).length() >= 60, "suppression without a real reason: " + row);
            }
        }
        assertTrue(report.stream().anyMatch(row -> row.get(2).equals("Suppressed")));
    }

    @Test
    void everyAlarmNotifiesTheEncryptedAlarmTopicAndSaysWhatItMeans() {
        String topic = onlyId("AWS::SNS::Topic", "OperationsAlarmTopic");
        assertNotNull(at(resources, topic, "Properties", "KmsMasterKeyId"), "the topic is encrypted");
        template.resourceCountIs("AWS::SNS::Subscription", 0);
        Map<String, String> alarms = new java.util.TreeMap<>();
        for (String alarm : ids("AWS::CloudWatch::Alarm")) {
            Map<String, Object> props = at(resources, alarm, "Properties");
            assertEquals(List.of(Map.of("Ref", topic)), props.get("AlarmActions"), alarm);
            assertEquals("GreaterThanThreshold", props.get("ComparisonOperator"), alarm);
            assertEquals("notBreaching", props.get("TreatMissingData"), alarm);
            assertTrue(((String) props.get("AlarmDescription")).length() > 80, alarm + " explains itself");
            alarms.put(alarm.replaceAll("^Operations|[0-9A-F]{8}$", ""), metricOf(props));
        }
        assertEquals(Map.of(
                "DeadLettersWaiting", "AWS/SQS ApproximateNumberOfMessagesVisible",
                "IngestErrors", "AWS/Lambda Errors",
                "IngestThrottled", "AWS/Lambda Throttles",
                "QueryErrors", "AWS/Lambda Errors",
                "QueryThrottled", "AWS/Lambda Throttles",
                "QuestionErrors", "AWS/Lambda Errors",
                "QuestionThrottled", "AWS/Lambda Throttles",
                "Api5xxRate", "100 * errors / MAX([requests, 1])",
                "DynamoDbThrottled", "AWS/DynamoDB ThrottledRequests"), alarms);
        Map<String, Object> dlq = at(resources, onlyId("AWS::CloudWatch::Alarm", "OperationsDeadLettersWaiting"),
                "Properties");
        assertEquals(0, ((Number) dlq.get("Threshold")).intValue(), "one dead letter is one too many");
        assertEquals(List.of(Map.of("Name", "QueueName", "Value", Map.of("Fn::GetAtt",
                List.of(onlyId("AWS::SQS::Queue", "IngestDeadLetterQueue"), "QueueName")))), dlq.get("Dimensions"));
        template.resourceCountIs("AWS::Events::Rule", 0);
        assertEquals(3, ids("AWS::Lambda::Function").stream().filter(id -> !id.startsWith("BucketNotifications"))
                .count(), "no reconcile function unless a rate is given");
    }

    @Test
    void theDashboardShowsTheAlarmsSignalsWithQueryLatencyAndTokens() {
        String dashboard = onlyId("AWS::CloudWatch::Dashboard", "OperationsDashboard");
        String definition = at(resources, dashboard, "Properties", "DashboardBody").toString();
        for (String signal : List.of("ApproximateNumberOfMessagesVisible", "Errors", "Throttles", "5xx",
                "ThrottledRequests", OperationsMonitoring.LATENCY_METRIC, OperationsMonitoring.TOKENS_METRIC)) {
            assertTrue(definition.contains(signal), signal + " in " + definition);
        }
        assertTrue(definition.contains(OperationsMonitoring.METRIC_NAMESPACE + "\\\",\\\"" + OperationsMonitoring.TOKENS_METRIC)
                        || definition.contains("\"" + OperationsMonitoring.METRIC_NAMESPACE + "\",\"" + OperationsMonitoring.TOKENS_METRIC),
                definition);
        assertTrue(definition.contains(onlyId("AWS::Lambda::Function", "QuestionFunction")),
                "the question metrics are the question function's");
    }

    @Test
    void theApiHandsItsRequestIdToTheQueryAndQuestionFunctions() {
        Set<String> integrations = ids("AWS::ApiGatewayV2::Integration");
        assertEquals(2, integrations.size());
        for (String integration : integrations) {
            assertEquals(Map.of("overwrite:header.x-request-id", "$context.requestId"),
                    at(resources, integration, "Properties", "RequestParameters"), integration);
        }
    }

    /** "namespace name" of an alarm's metric, or the expression of its math. */
    private static String metricOf(Map<String, Object> alarm) {
        if (alarm.get("MetricName") != null) {
            return alarm.get("Namespace") + " " + alarm.get("MetricName");
        }
        List<Map<String, Object>> metrics = (List<Map<String, Object>>) alarm.get("Metrics");
        Map<String, Object> result = metrics.stream().filter(m -> Boolean.TRUE.equals(m.get("ReturnData")) || m.get("ReturnData") == null)
                .filter(m -> m.get("Expression") != null).findFirst().orElseThrow();
        String expression = (String) result.get("Expression");
        return expression.startsWith("100") ? expression
                : metrics.stream().filter(m -> m.get("MetricStat") != null).map(m -> at(m, "MetricStat", "Metric", "Namespace")
                        + " " + at(m, "MetricStat", "Metric", "MetricName")).distinct().collect(Collectors.joining(","));
    }

    @Test
    void outputsTellTheUserWhereToUploadAndQuery() {
        Map<String, Object> outputs = at(template.toJSON(), "Outputs");
        assertTrue(outputs.keySet().containsAll(
                Set.of("ApiUrl", "DocumentBucketName", "GraphTableName", "IngestDeadLetterQueueUrl")), outputs.keySet().toString());
    }

    /** One line of cdk-nag's CSV report: every field is double-quoted, quotes inside are doubled. */
    static List<String> csvFields(String line) {
        List<String> fields = new ArrayList<>();
        for (String quoted : line.substring(1, line.length() - 1).split("\",\"", -1)) {
            fields.add(quoted.replace("\"\"", "\""));
        }
        return fields;
    }

    static Map<String, Object> allPublicAccessBlocked() {
        return Map.of("BlockPublicAcls", true, "BlockPublicPolicy", true, "IgnorePublicAcls", true,
                "RestrictPublicBuckets", true);
    }

    static Set<String> ids(String type) {
        return resources.entrySet().stream()
                .filter(e -> type.equals(at(e.getValue(), "Type")))
                .map(Map.Entry::getKey).collect(Collectors.toCollection(TreeSet::new));
    }

    /** The logical id of the one resource of {@code type} whose id starts with the construct id {@code name}. */
    static String onlyId(String type, String name) {
        List<String> matching = ids(type).stream().filter(id -> id.startsWith(name)).toList();
        assertEquals(1, matching.size(), type + " " + name + ": " + ids(type));
        return matching.get(0);
    }

    static Map<String, Object> only(String type) {
        Set<String> all = ids(type);
        assertEquals(1, all.size(), type + ": " + all);
        return at(resources, all.iterator().next(), "Properties");
    }

    static List<Map<String, Object>> roleStatements(String role) {
        List<Map<String, Object>> statements = new ArrayList<>();
        List<Map<String, Object>> policies = at(resources, role, "Properties", "Policies");
        for (Map<String, Object> policy : policies == null ? List.<Map<String, Object>>of() : policies) {
            statements.addAll(at(policy, "PolicyDocument", "Statement"));
        }
        return statements;
    }

    static List<String> actions(Map<String, Object> statement) {
        Object action = statement.get("Action");
        return action instanceof Collection<?> c ? c.stream().map(String::valueOf).toList() : List.of(String.valueOf(action));
    }

    static List<Object> resources(Map<String, Object> statement) {
        Object resource = statement.get("Resource");
        return resource instanceof List<?> list ? new ArrayList<>(list) : List.of(resource);
    }
}
