package dev.lazygraph.infra;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.services.dynamodb.ITable;
import software.amazon.awscdk.services.iam.Effect;
import software.amazon.awscdk.services.iam.PolicyStatement;
import software.amazon.awscdk.services.logs.ILogGroup;
import software.amazon.awscdk.services.s3.IBucket;
import software.amazon.awscdk.services.sqs.IQueue;

/**
 * The only permissions the two functions get, written out statement by statement (no grant helpers, no
 * managed policies, no wildcard actions) so a reviewer can read the whole attack surface in one file.
 */
final class AccessPolicies {
    static final List<String> GRAPH_READ = List.of(
            "dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:ConditionCheckItem");
    /** Single-item writes; counters are updated with ADD, so UpdateItem is among them. */
    static final List<String> ITEM_WRITE = List.of("dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem");
    static final List<String> LOG_WRITE = List.of("logs:CreateLogStream", "logs:PutLogEvents");
    /** An object, one of its versions, and their tags: the groups and tags of the document it is. */
    static final List<String> READ_OBJECTS = List.of("s3:GetObject", "s3:GetObjectVersion", "s3:GetObjectTagging",
            "s3:GetObjectVersionTagging");

    private AccessPolicies() {
    }

    /** Reads uploaded objects, writes the whole graph, reports failed events to the dead-letter queue. */
    static List<PolicyStatement> ingest(ITable table, List<String> indexNames, IBucket bucket, ILogGroup logs,
                                        IQueue deadLetterQueue) {
        return List.of(
                allow("ReadWriteGraph", concat(GRAPH_READ, ITEM_WRITE, List.of("dynamodb:BatchWriteItem")),
                        tableAndIndexes(table, indexNames)),
                allow("ReadDocumentObjects", READ_OBJECTS, List.of(bucket.arnForObjects("*"))),
                // Without ListBucket, S3 answers 403 instead of 404 for a key deleted before its create event
                // is processed; the ingest must tell "gone" (skip) from "forbidden" (fail).
                allow("TellMissingObjects", List.of("s3:ListBucket"), List.of(bucket.getBucketArn())),
                allow("ReportFailedEvents", List.of("sqs:SendMessage"), List.of(deadLetterQueue.getQueueArn())),
                allow("WriteLogs", LOG_WRITE, List.of(logs.getLogGroupArn())));
    }

    /**
     * The scheduled reconciler: lists the bucket (with its versions), reads its objects, writes the graph as the
     * ingest does. No queue: a run that fails is simply the next run's to redo.
     */
    static List<PolicyStatement> reconcile(ITable table, List<String> indexNames, IBucket bucket, ILogGroup logs) {
        return List.of(
                allow("ReadWriteGraph", concat(GRAPH_READ, ITEM_WRITE, List.of("dynamodb:BatchWriteItem")),
                        tableAndIndexes(table, indexNames)),
                allow("ReadDocumentObjects", READ_OBJECTS, List.of(bucket.arnForObjects("*"))),
                allow("ListDocumentObjects", List.of("s3:ListBucket", "s3:ListBucketVersions", "s3:GetBucketVersioning"),
                        List.of(bucket.getBucketArn())),
                allow("WriteLogs", LOG_WRITE, List.of(logs.getLogGroupArn())));
    }

    /**
     * Reads the graph and reads/writes cached summaries; nothing in S3, no Scan, no table administration.
     * With a single table, summary writes are only narrower than "any item" when summaries have their own
     * partition keys: then {@code summaryKeyPattern} restricts writes with {@code dynamodb:LeadingKeys}.
     */
    static List<PolicyStatement> query(ITable table, List<String> indexNames, Optional<String> summaryKeyPattern,
                                       ILogGroup logs) {
        PolicyStatement.Builder summaries = PolicyStatement.Builder.create()
                .sid("WriteSummaries").effect(Effect.ALLOW).actions(ITEM_WRITE)
                .resources(List.of(table.getTableArn()));
        summaryKeyPattern.ifPresent(pattern -> summaries.conditions(
                Map.of("ForAllValues:StringLike", Map.of("dynamodb:LeadingKeys", List.of(pattern)))));
        return List.of(
                allow("ReadGraph", GRAPH_READ, tableAndIndexes(table, indexNames)),
                summaries.build(),
                allow("WriteLogs", LOG_WRITE, List.of(logs.getLogGroupArn())));
    }

    /** Index ARNs are listed one by one (not {@code table/index/*}) so no resource wildcard is needed. */
    private static List<String> tableAndIndexes(ITable table, List<String> indexNames) {
        List<String> arns = new ArrayList<>();
        arns.add(table.getTableArn());
        indexNames.forEach(name -> arns.add(table.getTableArn() + "/index/" + name));
        return arns;
    }

    private static PolicyStatement allow(String sid, List<String> actions, List<String> resources) {
        return PolicyStatement.Builder.create().sid(sid).effect(Effect.ALLOW).actions(actions).resources(resources)
                .build();
    }

    @SafeVarargs
    private static List<String> concat(List<String>... lists) {
        List<String> all = new ArrayList<>();
        for (List<String> list : lists) {
            all.addAll(list);
        }
        return all;
    }
}
