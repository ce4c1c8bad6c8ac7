package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code bench store-trial ENGINE STEP FOLDER WORKLOAD}: one step of {@code bench stores} in a fresh JVM, so
 * each engine's memory and open time are its own: {@code ingest} writes every document (one transaction
 * each), {@code query} opens the folder and runs the queries, {@code crash} writes documents and prints each
 * key once its transaction returned until it is killed, {@code verify} counts the documents a crash left and
 * whether each is whole, {@code hold} keeps the folder open (printing {@code holding}) until stdin closes.
 * Prints one JSON object (crash: one key a line).
 */
@Command(name = "store-trial", hidden = true, description = "One step of `bench stores` on one engine.")
final class EngineTrial implements Callable<Integer> {
    private static final int QUERY_ROUNDS = 5;

    enum Step { INGEST, QUERY, CRASH, VERIFY, HOLD }

    @Parameters(index = "0")
    KeyValueEngine.Kind engine;

    @Parameters(index = "1")
    Step step;

    @Parameters(index = "2")
    Path folder;

    @Parameters(index = "3")
    Path workloadFile;

    @Override
    public Integer call() throws IOException {
        EngineWorkload workload = EngineWorkload.read(workloadFile);
        Files.createDirectories(folder);
        ObjectNode result = BenchOutput.JSON.createObjectNode();
        switch (step) {
            case INGEST -> {
                long start = System.nanoTime();
                try (KeyValueEngine store = engine.open(folder)) {
                    workload.documents().forEach(document -> store.write(document.entries()));
                }
                result.put("seconds", (System.nanoTime() - start) / 1e9);
            }
            case QUERY -> {
                long start = System.nanoTime();
                try (KeyValueEngine store = engine.open(folder)) {
                    store.scan(workload.queries().get(0).get(0));
                    result.put("openMs", (System.nanoTime() - start) / 1e6);
                    List<Double> millis = new ArrayList<>();
                    long postings = 0;
                    for (int round = 0; round < QUERY_ROUNDS; round++) {
                        for (List<String> prefixes : workload.queries()) {
                            long queryStart = System.nanoTime();
                            for (String prefix : prefixes) {
                                postings += store.scan(prefix).size();
                            }
                            millis.add((System.nanoTime() - queryStart) / 1e6);
                        }
                    }
                    double[] sample = millis.stream().mapToDouble(Double::doubleValue).toArray();
                    result.put("queryP50Ms", Percentiles.of(sample, 50));
                    result.put("queryP95Ms", Percentiles.of(sample, 95));
                    result.put("postingsReadPerQuery", postings / sample.length);
                }
            }
            case CRASH -> {
                try (KeyValueEngine store = engine.open(folder)) {
                    for (EngineWorkload.Document document : workload.documents()) {
                        store.write(document.entries());
                        System.out.println(document.key());
                        System.out.flush();
                    }
                }
                return 0;
            }
            case HOLD -> {
                try (KeyValueEngine store = engine.open(folder)) {
                    store.scan(workload.queries().get(0).get(0));
                    System.out.println("holding");
                    System.out.flush();
                    System.in.readAllBytes();
                }
                return 0;
            }
            case VERIFY -> {
                long start = System.nanoTime();
                int present = 0;
                int whole = 0;
                try (KeyValueEngine store = engine.open(folder)) {
                    result.put("reopenMs", (System.nanoTime() - start) / 1e6);
                    for (EngineWorkload.Document document : workload.documents()) {
                        if (store.contains(document.marker())) {
                            present++;
                            if (document.entries().keySet().stream().allMatch(store::contains)) {
                                whole++;
                            }
                        }
                    }
                }
                result.put("documentsPresent", present);
                result.put("documentsWhole", whole);
            }
        }
        result.put("peakRssMb", peakRssMb());
        System.out.println(result);
        return 0;
    }

    private static long peakRssMb() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"), StandardCharsets.US_ASCII)) {
            if (line.startsWith("VmHWM:")) {
                return Long.parseLong(line.substring(6).replace("kB", "").strip()) / 1024;
            }
        }
        return 0;
    }
}
