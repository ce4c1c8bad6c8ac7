package dev.lazygraph.app.cli;

import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.reconcile.Difference;
import dev.lazygraph.core.reconcile.Fix;
import dev.lazygraph.core.reconcile.ReconcileListener;
import dev.lazygraph.core.reconcile.ReconcileReport;
import dev.lazygraph.core.reconcile.ReconcileRun;
import dev.lazygraph.core.reconcile.Reconciler;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "reconcile", mixinStandardHelpOptions = true,
        description = {"Compares the documents bucket with the DynamoDB table and fixes every difference the way"
                + " the ingest function applies an event: objects the index lacks or holds at another revision are"
                + " ingested, documents whose object is gone are deleted. An event that arrives meanwhile wins.",
                "S3 settings come from quarkus.s3.* (QUARKUS_S3_ENDPOINT_OVERRIDE, ...) and the AWS default chains;"
                        + " the collection rule from --collection and LAZYGRAPH_COLLECTION_FROM_PREFIX."})
public class ReconcileCommand implements Callable<Integer> {

    @Option(names = "--bucket", required = true, paramLabel = "NAME", description = "The documents bucket.")
    String bucket;

    @Option(names = DynamoDbTable.OPTION, paramLabel = "NAME", description = DynamoDbTable.DESCRIPTION)
    String table;

    @Option(names = "--dry-run", description = "Print the differences, change nothing.")
    boolean dryRun;

    @Option(names = "--start-after", paramLabel = "KEY",
            description = "Resume after this key (what a run stopped by --max-keys prints).")
    String startAfter;

    @Option(names = "--max-keys", paramLabel = "N", defaultValue = "0",
            description = "Stop after comparing N keys and print where to resume (default: no limit).")
    long maxKeys;

    @Option(names = "--also-collections", paramLabel = "NAME", split = ",",
            description = "With collections from key prefixes: collections to reconcile that may have no object"
                    + " left in the bucket (those with objects are found by listing it).")
    List<String> collections = List.of();

    @Spec
    CommandSpec spec;

    @Inject
    Instance<Reconciler> reconciler;

    @Inject
    DynamoDbTable dynamoDb;

    @Override
    public Integer call() {
        dynamoDb.require(spec.name());
        PrintWriter out = spec.commandLine().getOut();
        ReconcileRun run = new ReconcileRun(bucket, collections, startAfter, dryRun, maxKeys, () -> false);
        ReconcileReport report = reconciler.get().run(run, new ReconcileListener() {
            @Override
            public void found(Difference difference) {
                if (dryRun) {
                    out.println(DisplaySafe.escape(difference.toString()));
                }
            }

            @Override
            public void fixed(Fix fix) {
                out.println(DisplaySafe.escape(fix.toString()));
            }
        });
        out.println(summary(report));
        if (!report.complete()) {
            out.println(DisplaySafe.escape("stopped early: resume with --start-after '" + report.resumeAfter() + "'"));
        }
        long unfixed = report.fixes(Fix.Outcome.FAILED) + report.fixes(Fix.Outcome.UNSTABLE);
        if (unfixed > 0) {
            spec.commandLine().getErr().printf("lazygraph: %d differences were not fixed; run reconcile again%n",
                    unfixed);
            return LazygraphCommand.EXIT_FAILED;
        }
        return 0;
    }

    /**
     * One line whose parts come in one order at every run (the report's counts are in the order of their enums):
     * keys compared, differences, fixes, then the objects that are no documents, refused ones apart from those
     * no document can be.
     */
    private String summary(ReconcileReport report) {
        String found = report.found().isEmpty() ? "no differences" : report.found().entrySet().stream()
                .map(entry -> entry.getValue() + " " + entry.getKey().name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
        String fixes = report.fixes().entrySet().stream()
                .map(entry -> entry.getValue() + " " + entry.getKey().name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
        return "compared " + count(report.keys(), "key") + " of s3://" + bucket + ": " + found
                + (dryRun ? " (dry run, nothing changed)" : fixes.isEmpty() ? "" : "; " + fixes)
                + "; " + count(report.refused(), "object") + " refused by the ingest, "
                + count(report.ignored(), "object") + " no document can be (folder markers, invalid keys)";
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
