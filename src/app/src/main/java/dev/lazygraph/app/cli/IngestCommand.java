package dev.lazygraph.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestBatch;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome.Status;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "ingest", mixinStandardHelpOptions = true, description = {
        "Stores documents (.txt, .md, .html) from files and folders (recursively; hidden entries are skipped).",
        "A document's id is its path relative to the folder given, or its file name for a file given directly.",
        "Re-ingesting changed files replaces them; unchanged files cost nothing. Files that cannot be read or",
        "ingested are skipped with the reason; a failure to store stops the run with a non-zero exit."})
public class IngestCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files or folders to ingest.")
    List<Path> paths;

    @Option(names = "--group", paramLabel = "GROUP", split = ",", description = {"A group that may read the"
            + " documents (repeat or separate by commas); without any, every caller may.", "A folder's "
            + DocumentMetadataFiles.FILE + " ({\"groups\": [...], \"tags\": {...}}) sets them for the files"
            + " below it instead."})
    List<String> groups = List.of();

    @Option(names = "--tag", paramLabel = "NAME=VALUE", description = "A tag of the documents, for filtered"
            + " questions (repeat for more).")
    Map<String, String> tags = Map.of();

    @Inject
    ObjectMapper mapper;

    @Spec
    CommandSpec spec;

    // Built when run: picocli creates every command to parse a line, and the ingest service (its parser and
    // chunker) is of no use to the other commands and --help.
    @Inject
    Instance<IngestService> ingest;

    @Inject
    IngestConfig ingestConfig;

    @Inject
    GraphStore store;

    @Inject
    LazygraphConfig config;

    @Override
    public Integer call() {
        DocumentMetadata options;
        try {
            options = DocumentMetadata.of(groups, tags);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("lazygraph: ingest: " + e.getMessage());
            return LazygraphCommand.EXIT_INVALID_INPUT;
        }
        // Opened first: a data folder that cannot be written fails the run before any file is read.
        store.stats(config.collection());
        long started = System.nanoTime();
        SourceFiles found = SourceFiles.find(paths);
        IngestRun.Result result = new IngestRun(ingest.get(), IngestBatch.DEFAULT, ingestConfig.maxDocumentBytes(),
                config.collection(), new DocumentMetadataFiles(mapper, options), spec.commandLine().getErr())
                .run(found);
        report(result, (System.nanoTime() - started) / 1e9);
        if (result.storageFailure().isPresent()) {
            spec.commandLine().getErr().printf("lazygraph: ingest stopped: %s; %d file(s) after it were not"
                            + " attempted; what is reported above as ingested is stored%n",
                    DisplaySafe.escape(result.storageFailure().get()), result.notAttempted());
            return LazygraphCommand.EXIT_FAILED;
        }
        return found.unreadablePathGiven() ? LazygraphCommand.EXIT_FAILED : 0;
    }

    private void report(IngestRun.Result result, double seconds) {
        PrintWriter out = spec.commandLine().getOut();
        out.printf("ingested %d new, %d replaced, %d unchanged, %d skipped into collection '%s' in %.1f s%n",
                result.count(Status.CREATED), result.count(Status.REPLACED), result.count(Status.UNCHANGED),
                result.skipped().size(), config.collection(), seconds);
        out.printf("this run: %d chunks, %d words analyzed%n", result.chunks(), result.words());
        CorpusStats collection = store.stats(config.collection()); // the store's own totals: never a scan
        out.printf("collection now: %d documents, %d chunks%n", collection.documents(), collection.chunks());
        for (SourceFiles.Skipped skip : result.skipped()) {
            out.printf("  skipped %s: %s%n", DisplaySafe.escape(skip.what()), DisplaySafe.escape(skip.reason()));
        }
        out.flush();
    }
}
