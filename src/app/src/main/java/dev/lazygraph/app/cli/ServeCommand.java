package dev.lazygraph.app.cli;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.service.config.LazygraphConfig;
import io.quarkus.runtime.Quarkus;
import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = ServeCommand.NAME, mixinStandardHelpOptions = true, description = {
        "Runs the local HTTP API until stopped: POST /query, POST /documents, DELETE /documents/{id},",
        "GET /documents, /q/health, /q/openapi. Requests need the token when lazygraph.auth.token",
        "(LAZYGRAPH_AUTH_TOKEN) is set."})
public class ServeCommand implements Callable<Integer> {

    public static final String NAME = "serve";
    public static final String PORT_OPTION = "--port";

    // Applied by LazygraphMain as quarkus.http.port before the server starts.
    @Option(names = PORT_OPTION, paramLabel = "PORT", description = "Port to listen on (default 8080).")
    Integer port;

    @Spec
    CommandSpec spec;

    @Inject
    LazygraphConfig config;

    @Inject
    GraphStore store;

    @ConfigProperty(name = "quarkus.http.host")
    String host;

    @ConfigProperty(name = "quarkus.http.port")
    int httpPort;

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        // Opening the store now reports a broken data folder at start rather than on the first request.
        long documents = store.stats(config.collection()).documents();
        out.printf("lazygraph API on http://%s:%d (store %s%s, %d documents in collection '%s'); Ctrl+C stops it.%n",
                host, httpPort, config.store().name().toLowerCase(),
                where(),
                documents, config.collection());
        if (config.auth().token().filter(token -> !token.isBlank()).isEmpty() && config.auth().callers().isEmpty()) {
            spec.commandLine().getErr().println("WARNING: no API token configured: anyone who can reach "
                    + host + ":" + httpPort + " can read the documents without groups and change the store. Set"
                    + " LAZYGRAPH_AUTH_TOKEN, or lazygraph.auth.callers.<name>.token and .groups.");
        }
        out.flush();
        Quarkus.waitForExit();
        return 0;
    }

    private String where() {
        return switch (config.store()) {
            case EMBEDDED -> " at " + config.dataDir();
            case DYNAMODB -> " table " + config.table();
            case MEMORY -> "";
        };
    }
}
