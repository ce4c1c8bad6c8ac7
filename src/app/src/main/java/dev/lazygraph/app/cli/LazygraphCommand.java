package dev.lazygraph.app.cli;

import dev.lazygraph.core.query.UnknownCollectionException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code lazygraph} and its subcommands. {@code bench} and {@code invoke} are not here: bin/lazygraph hands
 * them to src/bench and to the Lambda functions, which need none of this application's beans.
 */
@Command(name = "lazygraph", mixinStandardHelpOptions = true, version = "lazygraph 0.1.0",
        description = "Lazy GraphRAG: cheap ingest, graph-quality answers computed at query time.",
        subcommands = {IngestCommand.class, AskCommand.class, DeleteCommand.class, DocsCommand.class,
                ServeCommand.class})
public class LazygraphCommand implements Callable<Integer> {

    public static final String DATA_OPTION = "--data";
    public static final String COLLECTION_OPTION = "--collection";

    /** Exit code of a command whose input was wrong (empty question, invalid key or collection). */
    static final int EXIT_INVALID_INPUT = 2;
    /** Exit code of a command that could not do its job (nothing to answer from, document not found). */
    static final int EXIT_FAILED = 1;

    // The two global options configure the container: LazygraphMain applies them before it starts (as
    // lazygraph.data-dir and lazygraph.collection), so commands read them from LazygraphConfig.
    @Option(names = DATA_OPTION, paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "Folder of the embedded store (default: $LAZYGRAPH_DATA or ~/.lazygraph/data).")
    Path data;

    @Option(names = COLLECTION_OPTION, paramLabel = "NAME", scope = ScopeType.INHERIT,
            description = "Collection to work in (default: 'default').")
    String collection;

    @Spec
    CommandSpec spec;

    /** {@code lazygraph} without a command: show what there is. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return EXIT_INVALID_INPUT;
    }

    public static CommandLine commandLine(CommandLine.IFactory factory) {
        return new CommandLine(LazygraphCommand.class, factory)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(LazygraphCommand::failure);
    }

    /** Errors a user can act on get one clear line, not a stack trace. */
    private static int failure(Exception e, CommandLine command, CommandLine.ParseResult parsed) {
        var err = command.getErr();
        if (e instanceof UnknownCollectionException) {
            err.println("lazygraph: " + e.getMessage());
            return EXIT_FAILED;
        }
        if (e instanceof IllegalArgumentException) {
            err.println("lazygraph: " + e.getMessage());
            return EXIT_INVALID_INPUT;
        }
        err.println("lazygraph: " + command.getCommandName() + " failed: " + e);
        return EXIT_FAILED;
    }
}
