package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The requests of the load bench: several question shapes built from the corpus' own names and titles (so
 * the mix works on any corpus) plus document listings, drawn by weight from a seeded {@link Random}.
 */
final class LoadMix {
    /** A request shape, its share of the mix (weights sum to 100) and what it exercises. */
    enum Kind {
        LOOKUP(30, "POST /query \"Who or what is <name>?\" (router decides; mostly basic)"),
        RELATION(20, "POST /query \"How is <name> related to <name>?\" route local (communities, summaries)"),
        TITLE(15, "POST /query \"What is <document title> about?\" (router decides)"),
        THEMES(10, "POST /query a collection-wide themes question, route global (map over community summaries)"),
        TOP3(10, "POST /query \"<name>\" route basic, topK 3"),
        DOCUMENTS(15, "GET /documents");

        final int weight;
        final String description;

        Kind(int weight, String description) {
            this.weight = weight;
            this.description = description;
        }
    }

    /** One request: a GET when {@code body} is null, else a POST of that JSON. */
    record Request(Kind kind, String path, String body) {
    }

    private static final Pattern MULTI_WORD_NAME = Pattern.compile("\\b\\p{Lu}\\p{Ll}+(?:[ -]\\p{Lu}\\p{Ll}+)+\\b");
    private static final Pattern CAPITALIZED_WORD = Pattern.compile("\\b\\p{Lu}\\p{Ll}{2,}\\b");
    private static final List<String> THEMES = List.of(
            "What are the main themes across these documents?",
            "Summarize the most important topics in this collection.",
            "What recurring ideas connect these documents?");

    private final List<String> names;
    private final List<String> titles;

    LoadMix(List<String> names, List<String> titles) {
        if (names.isEmpty() || titles.isEmpty()) {
            throw new IllegalArgumentException("the corpus gave no names or titles to build questions from");
        }
        this.names = List.copyOf(names);
        this.titles = List.copyOf(titles);
    }

    /**
     * Names are runs of two or more capitalized words (people, places, products); a corpus without any falls
     * back to single capitalized words. Sorted, so the same corpus and seed give the same requests.
     */
    static LoadMix of(List<String> texts, List<String> titles) {
        TreeSet<String> names = matches(MULTI_WORD_NAME, texts);
        if (names.isEmpty()) {
            names = matches(CAPITALIZED_WORD, texts);
        }
        return new LoadMix(new ArrayList<>(names), titles.stream().filter(t -> !t.isBlank()).distinct().sorted()
                .toList());
    }

    private static TreeSet<String> matches(Pattern pattern, List<String> texts) {
        TreeSet<String> found = new TreeSet<>();
        for (String text : texts) {
            Matcher matcher = pattern.matcher(text);
            while (matcher.find()) {
                found.add(matcher.group());
            }
        }
        return found;
    }

    int names() {
        return names.size();
    }

    Request next(Random random) {
        int draw = random.nextInt(100);
        for (Kind kind : Kind.values()) {
            if (draw < kind.weight) {
                return request(kind, random);
            }
            draw -= kind.weight;
        }
        throw new IllegalStateException("weights do not sum to 100");
    }

    private Request request(Kind kind, Random random) {
        return switch (kind) {
            case LOOKUP -> query(kind, "Who or what is " + pick(names, random) + "?", null, null);
            case RELATION -> query(kind, "How is " + pick(names, random) + " related to " + pick(names, random) + "?",
                    "local", null);
            case TITLE -> query(kind, "What is " + pick(titles, random) + " about?", null, null);
            case THEMES -> query(kind, pick(THEMES, random), "global", null);
            case TOP3 -> query(kind, pick(names, random), "basic", 3);
            case DOCUMENTS -> new Request(kind, "/documents", null);
        };
    }

    private static Request query(Kind kind, String question, String route, Integer topK) {
        ObjectNode body = BenchOutput.JSON.createObjectNode();
        body.put("question", question);
        if (route != null) {
            body.put("route", route);
        }
        if (topK != null) {
            body.put("topK", topK);
        }
        return new Request(kind, "/query", body.toString());
    }

    private static String pick(List<String> values, Random random) {
        return values.get(random.nextInt(values.size()));
    }
}
