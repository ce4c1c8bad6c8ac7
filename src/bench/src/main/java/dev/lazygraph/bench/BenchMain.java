package dev.lazygraph.bench;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** `lazygraph bench ...`: measurements written as JSON, each side by side with its baseline in one run. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks: retrieval quality, ingest throughput, query cost, load.",
        subcommands = {RetrievalBench.class, IngestBench.class, QueryBench.class, LoadBench.class,
                ReadmeTable.class})
public final class BenchMain implements Runnable {

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new BenchMain()).execute(args));
    }
}
