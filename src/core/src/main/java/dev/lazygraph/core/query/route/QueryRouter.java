package dev.lazygraph.core.query.route;

import dev.lazygraph.core.query.Route;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Rule-based router: not every question needs the graph. Questions about the collection as a whole
 * ("main themes", "across all", "trends", "what topics") go global; short factual lookups ("who / when /
 * where / what year / how many") about a specific named thing go basic; everything else goes local.
 */
public final class QueryRouter {

    /**
     * @param focus what the question asks about once the global cue words are removed (the whole question on
     *              the other routes); blank when a global question names no subject
     */
    public record Decision(Route route, String reason, String focus) {
    }

    private static final List<Pattern> GLOBAL_CUES = Stream.of(
            "\\b(?:main|major|key|central|common|recurring|overarching|dominant|biggest|top|most (?:common|frequent(?:ly)?(?: mentioned| discussed)?))\\s+(?:themes?|topics?|ideas?|trends?|subjects?|issues?|challenges?|points?|messages?|takeaways?|lessons?|concerns?)\\b",
            "\\b(?:themes?|trends?)\\b",
            "\\bwhat (?:topics|subjects|themes)\\b",
            "\\b(?:across|throughout|among|over) (?:all|the|these|those|every|multiple|different|various)\\b.*\\b(?:documents?|files?|texts?|episodes?|transcripts?|articles?|sources?|collection|corpus|calls?|reports?|interviews?|conversations?|discussions?)\\b",
            "\\b(?:overall|in general|overview|big picture|high[- ]level)\\b",
            "\\b(?:summari[sz]e|summary of) (?:the |these |all |this )?(?:documents?|collection|corpus|everything|dataset)\\b",
            "\\bhow (?:often|frequently)\\b")
            .map(regex -> Pattern.compile(regex, Pattern.CASE_INSENSITIVE)).toList();

    private static final Pattern LOOKUP_START = Pattern.compile(
            "^\\s*(?:who|when|where|which year|what year|in what year|what date|on what date|how many|how much|how old|how long|how tall|what is the (?:name|capital|population|date|birthplace)|what was the (?:name|date))\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern NAMED = Pattern.compile("(?:^|\\s)[\"“'‘]?\\p{Lu}[\\p{L}\\p{N}.'’-]*|\\d");
    private static final int LOOKUP_MAX_WORDS = 15;

    public Decision route(String question) {
        for (Pattern cue : GLOBAL_CUES) {
            Matcher m = cue.matcher(question);
            if (m.find()) {
                return new Decision(Route.GLOBAL,
                        "global: asks about the collection as a whole (\"" + m.group().trim() + "\")",
                        focus(question));
            }
        }
        Matcher lookup = LOOKUP_START.matcher(question);
        if (lookup.find() && question.trim().split("\\s+").length <= LOOKUP_MAX_WORDS
                && namesSomething(question.substring(lookup.end()))) {
            return new Decision(Route.BASIC,
                    "basic: a \"" + lookup.group().trim().toLowerCase(Locale.ROOT) + "\" lookup about a named thing",
                    question);
        }
        return new Decision(Route.LOCAL, "local: a question about specific entities and how they relate", question);
    }

    /** Forced by the request. */
    public Decision forced(Route route, String question) {
        return new Decision(route, route.name().toLowerCase(Locale.ROOT) + ": requested", question);
    }

    /** A capitalized word after the question word, or a number: something specific to look up. */
    private static boolean namesSomething(String rest) {
        return NAMED.matcher(rest).find();
    }

    /** The question without its global cue phrases: what it asks about, if anything. */
    static String focus(String question) {
        String focus = question;
        for (Pattern cue : GLOBAL_CUES) {
            focus = cue.matcher(focus).replaceAll(" ");
        }
        return focus.replaceAll("\\s+", " ").trim();
    }
}
