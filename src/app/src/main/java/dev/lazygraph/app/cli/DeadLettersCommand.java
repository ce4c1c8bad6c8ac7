package dev.lazygraph.app.cli;

import dev.lazygraph.app.ops.SqsDeadLetters;
import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.events.DeadLetterReplay;
import dev.lazygraph.core.events.DeadLetterReplay.Letter;
import dev.lazygraph.core.events.DeadLetterReplay.Replayed;
import dev.lazygraph.core.events.EventRecord;
import dev.lazygraph.core.events.ObjectEventProcessor;
import dev.lazygraph.core.events.RecordResult;
import dev.lazygraph.s3.events.S3DeadLetterReader;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code lazygraph dead-letters list|replay}: the S3 events the ingest function failed to apply. */
@Command(name = "dead-letters", mixinStandardHelpOptions = true,
        description = "The ingest function's dead-letter queue (the stack's IngestDeadLetterQueueUrl).",
        subcommands = {DeadLettersCommand.ListCommand.class, DeadLettersCommand.ReplayCommand.class})
public class DeadLettersCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return LazygraphCommand.EXIT_INVALID_INPUT;
    }

    /** The options both subcommands take. */
    static class QueueOptions {
        @Option(names = "--queue-url", required = true, paramLabel = "URL",
                description = "The queue's URL; credentials and region from the AWS default chains.")
        String queueUrl;

        @Option(names = "--max", paramLabel = "N", defaultValue = "100", description = "At most N messages (default 100).")
        int max;

        void validate() {
            if (max < 1) {
                throw new IllegalArgumentException("--max must be at least 1: " + max);
            }
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true,
            description = "Prints each message's records and why the invocation failed; the queue is left as it was.")
    static class ListCommand implements Callable<Integer> {
        @Mixin
        QueueOptions queue = new QueueOptions();

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            queue.validate();
            try (SqsDeadLetters letters = SqsDeadLetters.forQueue(queue.queueUrl)) {
                List<Letter> listed = new DeadLetterReplay(letters, new S3DeadLetterReader()).list(queue.max);
                PrintWriter out = spec.commandLine().getOut();
                listed.forEach(letter -> out.println(describe(letter)));
                out.println(listed.size() + " messages");
            }
            return 0;
        }
    }

    @Command(name = "replay", mixinStandardHelpOptions = true,
            description = {"Applies each message's records through the ingest path (sequencers compared with the key"
                    + " states, like a live event) and deletes the message only when every record was applied;"
                    + " the others stay in the queue.",
                    "S3 settings come from quarkus.s3.* and the AWS default chains."})
    static class ReplayCommand implements Callable<Integer> {
        @Mixin
        QueueOptions queue = new QueueOptions();

        @Option(names = DynamoDbTable.OPTION, paramLabel = "NAME", description = DynamoDbTable.DESCRIPTION)
        String table;

        @Spec
        CommandSpec spec;

        @Inject
        Instance<ObjectEventProcessor> processor;

        @Inject
        DynamoDbTable dynamoDb;

        @Override
        public Integer call() {
            queue.validate();
            dynamoDb.require("dead-letters replay");
            PrintWriter out = spec.commandLine().getOut();
            List<Replayed> replayed;
            try (SqsDeadLetters letters = SqsDeadLetters.forQueue(queue.queueUrl)) {
                replayed = new DeadLetterReplay(letters, new S3DeadLetterReader()).replay(queue.max, processor.get(), (result, nanos) -> { });
            }
            for (Replayed message : replayed) {
                out.println(describe(message.letter()) + ": " + (message.deleted() ? "applied, deleted"
                        : "kept in the queue"));
                for (RecordResult result : message.report().records()) {
                    out.println(DisplaySafe.escape("  " + result.eventName() + " " + result.key() + ": "
                            + result.status() + (result.detail() == null ? "" : " (" + result.detail() + ")")));
                }
            }
            long kept = replayed.stream().filter(message -> !message.deleted()).count();
            out.println(replayed.size() + " messages: " + (replayed.size() - kept) + " applied and deleted, " + kept
                    + " kept");
            return kept == 0 ? 0 : LazygraphCommand.EXIT_FAILED;
        }
    }

    static String describe(Letter letter) {
        String records = letter.records().map(read -> read.stream()
                        .map(DeadLettersCommand::describe).collect(Collectors.joining(", ")))
                .orElse("unreadable");
        return DisplaySafe.escape(letter.message().id() + " [" + records + "]"
                + (letter.error() == null || letter.error().isEmpty() ? "" : " failed: " + letter.error()));
    }

    private static String describe(EventRecord record) {
        return (record == null ? "?" : record.eventName()) + " "
                + (record == null || record.encodedKey() == null ? "?" : record.encodedKey());
    }
}
