package dev.lazygraph.app.cli;

import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.query.UnknownCollectionException;
import dev.lazygraph.embedded.StoreException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * {@code lazygraph} and its subcommands. {@code bench} and {@code invoke} are not here: bin/lazygraph hands
 * them to src/bench and to the Lambda functions, which need none of this application's beans.
 */
@Command(name = "lazygraph", mixinStandardHelpOptions = true, version = "lazygraph 0.1.0",
        description = "Lazy GraphRAG: cheap ingest, graph-quality answers computed at query time.",
        subcommands = {IngestCommand.class, AskCommand.class, DeleteCommand.class, DocsCommand.class,
                ServeCommand.class, ReconcileCommand.class, DeadLettersCommand.class})
public class LazygraphCommand implements Callable<Integer> {

    public static final String DATA_OPTION = "--data";
    public static final String COLLECTION_OPTION = "--collection";

    /** Exit code of a command whose input was wrong (empty question, invalid key or collection). */
    static final int EXIT_INVALID_INPUT = 2;
    /** Exit code of a command that could not do its job (nothing to answer from, document not found). */
    static final int EXIT_FAILED = 1;

    // The two global options configure the container: LazygraphMain applies them before it starts (as
    // lazygraph.data-dir and lazygraph.collection), so commands read them from LazygraphConfig.
    // Their values are checked here, as picocli parses them, so a bad one is reported like any other bad
    // option rather than by the configuration the container starts from.
    @Option(names = DATA_OPTION, paramLabel = "DIR", scope = ScopeType.INHERIT, converter = DataFolderPath.class,
            description = "Folder of the embedded store (default: $LAZYGRAPH_DATA or ~/.lazygraph/data).")
    Path data;

    @Option(names = COLLECTION_OPTION, paramLabel = "NAME", scope = ScopeType.INHERIT, converter = CollectionId.class,
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
        String name = command.getCommandName();
        if (causedBy(e, StoreException.class) instanceof StoreException store) {
            err.println(DisplaySafe.escape("lazygraph: " + name + ": " + store.getMessage()));
            return EXIT_FAILED;
        }
        if (causedBy(e, ResourceNotFoundException.class) instanceof ResourceNotFoundException missing) {
            err.println(DisplaySafe.escape("lazygraph: " + name + ": the DynamoDB table given by " + DynamoDbTable.OPTION
                    + " does not exist at this endpoint (" + missing.awsErrorDetails().errorMessage() + ")"));
            return EXIT_FAILED;
        }
        if (e instanceof UnknownCollectionException) {
            err.println("lazygraph: " + e.getMessage());
            return EXIT_FAILED;
        }
        if (e instanceof IllegalArgumentException) {
            err.println("lazygraph: " + e.getMessage());
            return EXIT_INVALID_INPUT;
        }
        err.println(DisplaySafe.escape("lazygraph: " + name + " failed: " + e));
        return EXIT_FAILED;
    }

    /** The first exception of {@code type} in {@code e}'s causes (a bean that fails to open comes wrapped). */
    private static Throwable causedBy(Throwable e, Class<? extends Throwable> type) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return cause;
            }
        }
        return null;
    }

    /** {@code --collection}: a valid collection id. */
    static final class CollectionId implements CommandLine.ITypeConverter<String> {
        @Override
        public String convert(String value) {
            try {
                return Collections.requireValid(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code --data}: a folder name; an empty one would silently mean the working directory. */
    static final class DataFolderPath implements CommandLine.ITypeConverter<Path> {
        @Override
        public Path convert(String value) {
            if (value.isBlank()) {
                throw new CommandLine.TypeConversionException("the data folder must be named, e.g. --data ./data");
            }
            return Path.of(value);
        }
    }
}
