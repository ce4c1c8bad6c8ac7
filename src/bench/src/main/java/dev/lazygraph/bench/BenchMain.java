package dev.lazygraph.bench;

import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** `lazygraph bench ...`: measurements written as JSON, each side by side with its baseline in one run. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks: retrieval quality, answer quality, ingest throughput, query cost, load, scale, memory.",
        subcommands = {RetrievalBench.class, RetrievalLodoBench.class, IngestBench.class, QueryBench.class,
                AnswersBench.class, LoadBench.class, ScaleBench.class, ScalePlot.class, StartupBench.class,
                StoreEnginesBench.class, MemoryBench.class, ReadmeTable.class, StoreOpenProbe.class, EngineTrial.class})
public final class BenchMain implements Runnable {

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new BenchMain()).setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(BenchMain::failure).execute(args));
    }

    /** Bad input and an unusable environment (no dynalite, no server jar) get one clear line, not a trace. */
    private static int failure(Exception e, CommandLine command, CommandLine.ParseResult parsed) throws Exception {
        if (e instanceof IllegalArgumentException || e instanceof IllegalStateException
                || e instanceof UncheckedIOException) {
            command.getErr().println("bench " + command.getCommandName() + ": " + e.getMessage());
            return e instanceof IllegalArgumentException ? 2 : 1;
        }
        throw e;
    }
}
