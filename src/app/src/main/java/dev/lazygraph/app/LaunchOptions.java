package dev.lazygraph.app;

import dev.lazygraph.app.cli.DynamoDbTable;
import dev.lazygraph.app.cli.LazygraphCommand;
import dev.lazygraph.app.cli.ServeCommand;
import java.util.Optional;
import picocli.CommandLine;

/**
 * The options of a command line that configure the container rather than the command.
 *
 * @param serve whether the command is {@code serve}, the only one that binds the HTTP port
 */
record LaunchOptions(Optional<String> dataDir, Optional<String> collection, Optional<String> port,
                     Optional<String> table, boolean serve) {

    static LaunchOptions parse(String... args) {
        CommandLine.ParseResult result;
        try {
            result = LazygraphCommand.commandLine(CommandLine.defaultFactory()).parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            // Reported properly when picocli parses again inside the container.
            return new LaunchOptions(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), false);
        }
        CommandLine.ParseResult leaf = result;
        while (leaf.hasSubcommand()) {
            leaf = leaf.subcommand();
        }
        boolean serve = ServeCommand.NAME.equals(leaf.commandSpec().name())
                && !leaf.isUsageHelpRequested() && !leaf.isVersionHelpRequested();
        return new LaunchOptions(option(result, LazygraphCommand.DATA_OPTION),
                option(result, LazygraphCommand.COLLECTION_OPTION),
                option(result, ServeCommand.PORT_OPTION), option(result, DynamoDbTable.OPTION), serve);
    }

    /**
     * Hands the options to Quarkus as system properties (they outrank application.properties and the
     * environment). They stay set for the JVM: a test launching the CLI several times gives them every time.
     */
    void apply() {
        dataDir.ifPresent(dir -> System.setProperty("lazygraph.data-dir", dir));
        collection.ifPresent(name -> System.setProperty("lazygraph.collection", name));
        port.ifPresent(number -> System.setProperty("quarkus.http.port", number));
        table.ifPresent(name -> {
            System.setProperty("lazygraph.store", "dynamodb");
            System.setProperty("lazygraph.table", name);
        });
        System.setProperty("quarkus.http.host-enabled", Boolean.toString(serve));
    }

    /** An option's value wherever it was given: before the subcommand or after it (inherited options). */
    private static Optional<String> option(CommandLine.ParseResult result, String name) {
        for (CommandLine.ParseResult level = result; level != null; level = level.subcommand()) {
            if (level.hasMatchedOption(name)) {
                return Optional.ofNullable(level.matchedOptionValue(name, null)).map(String::valueOf);
            }
        }
        return Optional.empty();
    }
}
