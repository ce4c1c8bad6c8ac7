package dev.lazygraph.api;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Every log record of this JVM while started, at every level, as "logger message" lines with any stack trace:
 * what the application's log pipeline (JBoss LogManager, which Quarkus runs on java.util.logging) writes.
 * RestAssured's own HTTP client ({@code org.apache.http}) is left out: its wire log shows what the test sends.
 */
final class CapturedLog extends Handler {
    private static final String TEST_CLIENT_LOGGERS = "org.apache.http";

    private final SimpleFormatter formatter = new SimpleFormatter();
    private final List<String> lines = new CopyOnWriteArrayList<>();

    void start() {
        setLevel(Level.ALL);
        Logger.getLogger("").addHandler(this);
    }

    void stop() {
        Logger.getLogger("").removeHandler(this);
    }

    /** The lines captured so far; later records are added to the same list. */
    List<String> lines() {
        return lines;
    }

    @Override
    public void publish(LogRecord record) {
        if (record.getLoggerName() != null && record.getLoggerName().startsWith(TEST_CLIENT_LOGGERS)) {
            return;
        }
        StringWriter text = new StringWriter();
        text.append(record.getLoggerName()).append(' ').append(formatter.formatMessage(record));
        if (record.getThrown() != null) {
            record.getThrown().printStackTrace(new PrintWriter(text));
        }
        lines.add(text.toString());
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
