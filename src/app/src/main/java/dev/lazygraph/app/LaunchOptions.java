package dev.lazygraph.app;

import dev.lazygraph.app.cli.LazygraphCommand;
import dev.lazygraph.app.cli.ServeCommand;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import picocli.CommandLine;

/**
 * The options of a command line that configure the container rather than the command.
 *
 * @param serve whether the command is {@code serve}, the only one that binds the HTTP port
 */
record LaunchOptions(Optional<String> dataDir, Optional<String> collection, Optional<String> port,
                     boolean serve) {

    /** Tests launch the CLI many times in one JVM: an option of one launch must not leak into the next. */
    private static final Set<String> SET_BY_EARLIER_LAUNCH = ConcurrentHashMap.newKeySet();

    static LaunchOptions parse(String... args) {
        CommandLine.ParseResult result;
        try {
            result = LazygraphCommand.commandLine(CommandLine.defaultFactory()).parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            // Reported properly when picocli parses again inside the container.
            return new LaunchOptions(Optional.empty(), Optional.empty(), Optional.empty(), false);
        }
        CommandLine.ParseResult leaf = result;
        while (leaf.hasSubcommand()) {
            leaf = leaf.subcommand();
        }
        boolean serve = ServeCommand.NAME.equals(leaf.commandSpec().name());
        return new LaunchOptions(option(result, LazygraphCommand.DATA_OPTION),
                option(result, LazygraphCommand.COLLECTION_OPTION),
                option(result, ServeCommand.PORT_OPTION), serve);
    }

    void apply() {
        set("lazygraph.data-dir", dataDir);
        set("lazygraph.collection", collection);
        set("quarkus.http.port", port);
        set("quarkus.http.host-enabled", Optional.of(Boolean.toString(serve)));
    }

    private static void set(String property, Optional<String> value) {
        if (value.isPresent()) {
            System.setProperty(property, value.get());
            SET_BY_EARLIER_LAUNCH.add(property);
        } else if (SET_BY_EARLIER_LAUNCH.remove(property)) {
            System.clearProperty(property);
        }
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
