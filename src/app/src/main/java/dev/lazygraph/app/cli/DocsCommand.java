package dev.lazygraph.app.cli;

import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "docs", mixinStandardHelpOptions = true,
        description = {"Lists the documents of the collection with the revision each is stored at: the object's"
                + " version id (versioned bucket) or ETag, or the file's content hash, followed by '~' and a digest"
                + " when the document has groups or tags and another when it was embedded."})
public class DocsCommand implements Callable<Integer> {

    // Read by LaunchOptions before the container starts (it chooses the store): listed here for --help and parsing.
    @Option(names = DynamoDbTable.OPTION, paramLabel = "NAME", description = DynamoDbTable.DESCRIPTION)
    String table;

    @Spec
    CommandSpec spec;

    @Inject
    GraphStore store;

    @Inject
    LazygraphConfig config;

    @Override
    public Integer call() {
        String collection = config.collection();
        List<DocumentRecord> documents = store.documents(collection).stream()
                .sorted(Comparator.comparing(record -> record.id().key()))
                .toList();
        PrintWriter out = spec.commandLine().getOut();
        for (DocumentRecord document : documents) {
            // Keys cannot hold control characters; titles come from document text, so they are escaped too.
            out.printf("%s  revision %s  (%d chunks, %d words)  %s%s%n", document.id().key(),
                    DisplaySafe.escape(document.revision()), document.chunks(), document.words(),
                    DisplaySafe.escape(document.title()), metadata(document.metadata()));
        }
        CorpusStats stats = store.stats(collection);
        out.printf("%d documents, %d chunks in collection '%s'%n", stats.documents(), stats.chunks(), collection);
        return 0;
    }

    /** "  groups: hr, legal  tags: dept=people" as far as the document has them. */
    private static String metadata(DocumentMetadata metadata) {
        StringBuilder text = new StringBuilder();
        if (metadata.restricted()) {
            text.append("  groups: ").append(String.join(", ", metadata.groups()));
        }
        if (!metadata.tags().isEmpty()) {
            text.append("  tags: ");
            metadata.tags().forEach((k, v) -> text.append(DisplaySafe.escape(k)).append('=')
                    .append(DisplaySafe.escape(v)).append(' '));
        }
        return text.toString().stripTrailing();
    }
}
