package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.ToDoubleFunction;
import javax.imageio.ImageIO;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench plot RESULT.json --out FILE.png}: the growth charts of a {@code bench scale} result, drawn
 * from its JSON with the JDK's own 2D graphics (no plotting library): one panel per figure, the scales on a
 * logarithmic axis, each bar of the issue as a dashed line.
 */
@Command(name = "plot", mixinStandardHelpOptions = true,
        description = "Draws the growth charts (PNG) of a `bench scale` result file.")
final class ScalePlot implements Callable<Integer> {
    private static final int PANEL_WIDTH = 420;
    private static final int PANEL_HEIGHT = 280;
    private static final int COLUMNS = 3;
    private static final Color[] SERIES = {new Color(0x1f77b4), new Color(0xd62728)};

    @Parameters(index = "0", paramLabel = "RESULT.json", description = "a result file of `bench scale`")
    Path result;

    @Option(names = "--out", required = true, description = "the PNG to write")
    Path out;

    /** One line of a panel. */
    private record Series(String name, ToDoubleFunction<JsonNode> value) {
    }

    /** One panel: its title, unit, lines and the bar (NaN when none). */
    private record Panel(String title, String unit, List<Series> series, ToDoubleFunction<JsonNode> bar) {
    }

    @Override
    public Integer call() {
        JsonNode json;
        try {
            json = BenchOutput.JSON.readTree(result.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + result + " as JSON: " + e.getMessage(), e);
        }
        if (!"scale".equals(json.path("bench").asText())) {
            throw new IllegalArgumentException(result + " is not a `bench scale` result");
        }
        List<JsonNode> rows = new ArrayList<>();
        json.path("scales").forEach(rows::add);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(result + " holds no scales");
        }
        List<Panel> panels = List.of(
                new Panel("ingest", "words/s", List.of(new Series("words/s", r -> r.path("ingest").path("wordsPerSecond")
                        .asDouble())), r -> Double.NaN),
                new Panel("ingest peak RSS", "MB", List.of(new Series("peak RSS", r -> r.path("ingest").path("peakRssMb")
                        .asDouble())), r -> 1024),
                new Panel("store on disk", "MB", List.of(new Series("size", r -> r.path("storeMb").asDouble())),
                        r -> Double.NaN),
                new Panel("store open (cold JVM)", "ms", List.of(new Series("open", r -> r.path("storeOpenMs").asDouble())),
                        r -> 300),
                new Panel("CLI ask wall time", "s", List.of(
                        new Series("ask (median)", r -> r.path("ask").path("medianSeconds").asDouble()),
                        new Series("--help (bare start)", r -> r.path("bareStartSeconds").asDouble())),
                        r -> r.path("bareStartSeconds").asDouble() + 1.5),
                new Panel("serve POST /query", "ms", List.of(
                        new Series("p50", r -> r.path("serve").path("p50Ms").asDouble()),
                        new Series("p95", r -> r.path("serve").path("p95Ms").asDouble())), r -> 200));
        int rowsOfPanels = (panels.size() + COLUMNS - 1) / COLUMNS;
        BufferedImage image = new BufferedImage(PANEL_WIDTH * COLUMNS, PANEL_HEIGHT * rowsOfPanels,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        for (int i = 0; i < panels.size(); i++) {
            draw(g, panels.get(i), rows, (i % COLUMNS) * PANEL_WIDTH, (i / COLUMNS) * PANEL_HEIGHT);
        }
        g.dispose();
        try {
            ImageIO.write(image, "png", out.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out, e);
        }
        System.err.println("written to " + out);
        return 0;
    }

    private static void draw(Graphics2D g, Panel panel, List<JsonNode> rows, int left, int top) {
        int x0 = left + 70;
        int y0 = top + PANEL_HEIGHT - 45;
        int width = PANEL_WIDTH - 100;
        int height = PANEL_HEIGHT - 90;
        double maxScale = rows.stream().mapToDouble(r -> r.path("scale").asDouble()).max().orElse(1);
        double maxValue = 0;
        for (JsonNode row : rows) {
            for (Series series : panel.series()) {
                maxValue = Math.max(maxValue, series.value().applyAsDouble(row));
            }
            double bar = panel.bar().applyAsDouble(row);
            if (!Double.isNaN(bar)) {
                maxValue = Math.max(maxValue, bar);
            }
        }
        maxValue = maxValue <= 0 ? 1 : maxValue * 1.1;
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        g.drawString(panel.title() + " (" + panel.unit() + ")", left + 20, top + 24);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.drawLine(x0, y0, x0 + width, y0);
        g.drawLine(x0, y0, x0, y0 - height);
        for (int tick = 0; tick <= 4; tick++) {
            double value = maxValue * tick / 4;
            int y = y0 - (int) (height * tick / 4.0);
            g.setColor(new Color(0xdddddd));
            g.drawLine(x0 + 1, y, x0 + width, y);
            g.setColor(Color.BLACK);
            g.drawString(label(value), left + 8, y + 4);
        }
        for (JsonNode row : rows) {
            int x = xOf(row.path("scale").asDouble(), maxScale, x0, width);
            g.drawString(row.path("scale").asInt() + "x", x - 8, y0 + 16);
        }
        g.drawString("corpus (1x = " + label(rows.get(0).path("words").asDouble() / rows.get(0).path("scale").asDouble())
                + " words)", x0 + width / 2 - 70, y0 + 34);
        for (int s = 0; s < panel.series().size(); s++) {
            Series series = panel.series().get(s);
            g.setColor(SERIES[s % SERIES.length]);
            g.setStroke(new BasicStroke(2.5f));
            int previousX = -1;
            int previousY = -1;
            for (JsonNode row : rows) {
                int x = xOf(row.path("scale").asDouble(), maxScale, x0, width);
                int y = y0 - (int) (height * series.value().applyAsDouble(row) / maxValue);
                g.fillOval(x - 4, y - 4, 8, 8);
                if (previousX >= 0) {
                    g.drawLine(previousX, previousY, x, y);
                }
                previousX = x;
                previousY = y;
            }
            g.drawString(series.name(), x0 + 10 + s * 140, top + 44);
        }
        g.setColor(new Color(0x2ca02c));
        g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0));
        int previousX = -1;
        int previousY = -1;
        for (JsonNode row : rows) {
            double bar = panel.bar().applyAsDouble(row);
            if (Double.isNaN(bar)) {
                continue;
            }
            int x = xOf(row.path("scale").asDouble(), maxScale, x0, width);
            int y = y0 - (int) (height * bar / maxValue);
            if (previousX >= 0) {
                g.drawLine(previousX, previousY, x, y);
            } else {
                g.drawString("bar", x0 + width - 20, y - 4);
            }
            previousX = x;
            previousY = y;
        }
        g.setStroke(new BasicStroke(1f));
    }

    /** Scales on a logarithmic axis: 1x at the left, the largest at the right. */
    private static int xOf(double scale, double maxScale, int x0, int width) {
        double position = maxScale <= 1 ? 0.5 : Math.log(scale) / Math.log(maxScale);
        return x0 + 15 + (int) ((width - 30) * position);
    }

    private static String label(double value) {
        if (value >= 1_000_000) {
            return String.format(Locale.ROOT, "%.1fM", value / 1_000_000);
        }
        if (value >= 10_000) {
            return String.format(Locale.ROOT, "%.0fk", value / 1000);
        }
        return value >= 100 ? String.format(Locale.ROOT, "%.0f", value) : String.format(Locale.ROOT, "%.2f", value);
    }
}
