package dev.lazygraph.bench;

import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.embedded.EmbeddedDatabase;
import dev.lazygraph.embedded.EmbeddedGraphStore;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code bench store-open DIR}: opens a data folder's embedded store in this fresh JVM and reads the
 * collection's totals, printing the milliseconds it took (SQLite's native library loaded, the schema
 * checked, one read). {@code bench scale} runs it as a child process, so the time is a cold open's.
 */
@Command(name = "store-open", hidden = true, description = "Milliseconds to open a data folder and read its totals.")
final class StoreOpenProbe implements Callable<Integer> {

    @Parameters(index = "0", description = "data folder")
    Path data;

    @Parameters(index = "1", defaultValue = "default", description = "collection")
    String collection;

    @Override
    public Integer call() {
        long start = System.nanoTime();
        try (EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            CorpusStats stats = new EmbeddedGraphStore(database).stats(collection);
            double millis = (System.nanoTime() - start) / 1e6;
            System.out.printf("{\"openMs\": %.1f, \"documents\": %d}%n", millis, stats.documents());
        }
        return 0;
    }
}
