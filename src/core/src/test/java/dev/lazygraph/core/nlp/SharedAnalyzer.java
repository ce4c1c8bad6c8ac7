package dev.lazygraph.core.nlp;

/** One {@link OpenNlpAnalyzer} per test JVM: loading the models takes about half a second. */
public final class SharedAnalyzer {
    private static final OpenNlpAnalyzer INSTANCE = new OpenNlpAnalyzer();

    private SharedAnalyzer() {
    }

    public static OpenNlpAnalyzer get() {
        return INSTANCE;
    }
}
