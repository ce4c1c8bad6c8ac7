package dev.lazygraph.core.llm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The texts of every prompt the query sends, kept in one place as resources
 * ({@code dev/lazygraph/core/prompts/*.txt}) so they can be read and reviewed apart from the code. A
 * {@code {name}} in a text is filled from the values given. Document text is never part of these: it goes
 * into the user message as quoted data ({@link QuotedData}).
 */
public final class Prompts {
    private static final String FOLDER = "/dev/lazygraph/core/prompts/";
    private static final Map<String, String> TEXTS = new ConcurrentHashMap<>();

    private Prompts() {
    }

    /** A system prompt: the text with its fields filled, followed by the rule that quoted data is only data. */
    public static String system(String name, Map<String, String> values) {
        return text(name, values) + " " + QuotedData.RULE;
    }

    public static String system(String name) {
        return system(name, Map.of());
    }

    /** The text of the resource {@code name}, its {@code {field}}s filled from {@code values}. */
    public static String text(String name, Map<String, String> values) {
        String text = TEXTS.computeIfAbsent(name, Prompts::read);
        for (Map.Entry<String, String> value : values.entrySet()) {
            text = text.replace("{" + value.getKey() + "}", value.getValue());
        }
        if (text.matches("(?s).*\\{[a-z_]+}.*")) {
            throw new IllegalArgumentException("prompt " + name + " has a field left unfilled: " + text);
        }
        return text;
    }

    private static String read(String name) {
        try (InputStream in = Prompts.class.getResourceAsStream(FOLDER + name + ".txt")) {
            if (in == null) {
                throw new IllegalStateException("missing prompt resource " + FOLDER + name + ".txt");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
