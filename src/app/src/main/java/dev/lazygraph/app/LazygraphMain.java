package dev.lazygraph.app;

import dev.lazygraph.app.cli.LazygraphCommand;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;
import jakarta.inject.Inject;
import picocli.CommandLine;

/**
 * Entry point of {@code bin/lazygraph}.
 *
 * <p>Some options decide how the container starts, before any command runs: {@code --data} and
 * {@code --collection} are configuration the store beans are built from, and only {@code serve} may bind the
 * HTTP port (so {@code ask} works while a server runs). {@link #main} therefore reads them from the command
 * line first and hands them to Quarkus as system properties; picocli then parses the same line again to run
 * the command.
 */
@QuarkusMain
public class LazygraphMain implements QuarkusApplication {

    @Inject
    CommandLine.IFactory factory;

    public static void main(String... args) {
        LaunchOptions.parse(args).apply();
        Quarkus.run(LazygraphMain.class, args);
    }

    @Override
    public int run(String... args) {
        return LazygraphCommand.commandLine(factory).execute(args);
    }
}
