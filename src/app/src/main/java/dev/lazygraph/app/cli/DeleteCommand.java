package dev.lazygraph.app.cli;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "delete", mixinStandardHelpOptions = true,
        description = "Removes a document and everything it contributed to the graph.")
public class DeleteCommand implements Callable<Integer> {

    @Parameters(paramLabel = "DOC_ID", description = "The document's id as `lazygraph docs` lists it.")
    String key;

    @Spec
    CommandSpec spec;

    // Built when run: picocli creates every command to parse a line, and the ingest service (its parser and
    // chunker) is of no use to the other commands and --help.
    @Inject
    Instance<IngestService> ingest;

    @Inject
    LazygraphConfig config;

    @Override
    public Integer call() {
        DocumentId id = new DocumentId(config.collection(), key);
        if (!ingest.get().delete(id)) {
            spec.commandLine().getErr().printf("lazygraph: no document '%s' in collection '%s'%n", key,
                    config.collection());
            return LazygraphCommand.EXIT_FAILED;
        }
        spec.commandLine().getOut().printf("deleted %s%n", key);
        return 0;
    }
}
