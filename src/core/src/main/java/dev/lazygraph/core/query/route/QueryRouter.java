package dev.lazygraph.core.query.route;

import dev.lazygraph.core.query.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Rule-based router: not every question needs the graph. The rules are a small cue grammar over word
 * classes, not a list of phrasings:
 *
 * <ol>
 *   <li><b>Collection scope</b> — the question spans the collection: a spanning preposition before a
 *       document unit or the collection itself ("across the transcripts", "throughout the manual", "among
 *       the modules"), every unit ("in every chapter", "all the episodes"), a span of time ("over the past
 *       eight quarters", "over time"), or "the whole / entire …". Global, whatever else the question names.
 *   <li><b>Lookup</b> — "who / when / where / how many / how much …" about something named (a capitalized
 *       word or a number) in a short question: basic.
 *   <li><b>Plural sources</b> — "in / from / of" before plural document units or the collection ("in the
 *       earnings calls", "of this codebase"): global, unless the question is a lookup ("where is the
 *       password read from in the config files" asks for one place).
 *   <li><b>Aggregation</b> — the question asks what holds across many sources: an aggregating modifier
 *       before a noun of discourse content ("main themes", "most common complaints", "recurring concerns"),
 *       bare plural "themes / topics / trends / patterns", a frequency adverb on a verb of saying ("raise
 *       most often", "frequently mention"), the perfect of a verb of saying or of change, which spans all
 *       that was said so far ("what concerns have been raised", "how have the practices evolved"),
 *       "overall / in general" as a sentence adverb, "in common",
 *       "different views", or a request for a summary or overview. Global when the question names nothing
 *       specific; "the key points of the CFO's remarks" asks about one named thing and goes local.
 *   <li>Everything else — questions about specific entities and how they relate: local.
 * </ol>
 */
public final class QueryRouter {

    /**
     * @param focus what the question asks about once the global cue words are removed (the whole question on
     *              the other routes); blank when a global question names no subject
     */
    public record Decision(Route route, String reason, String focus) {
    }

    /**
     * A word of a modifier run ("the quarterly earnings calls"): letters, digits, apostrophes, hyphens and
     * ampersands ("R&D").
     */
    private static final String WORD = "[\\p{L}\\p{N}'’&-]+";
    /**
     * A modifier that is no name: "every chapter" and "each earnings call" are the collection's parts, while
     * "every SQLite database file" is a thing the documents are about.
     */
    private static final String COMMON_WORD = "(?-i:[\\p{Ll}\\p{N}][\\p{L}\\p{N}'’-]*)";
    private static final String DETERMINER = "(?:the|these|those|this|that|all(?:\\s+(?:the|of\\s+the))?|every|each"
            + "|our|my|your|their|his|her|its|multiple|different|various|many|several|both)";
    /** Nouns naming a document or a part of the collection (a transcript, a chapter, a module...). */
    private static final String UNIT = "(?:document|file|text|transcript|episode|article|report|call|interview"
            + "|conversation|discussion|source|page|post|manual|guide|note|chapter|section|meeting|email|thread"
            + "|paper|filing|record|ticket|presentation|talk|session|module|package|service|component|repositor(?:y|ie))";
    /**
     * Nouns naming the collection as a whole. Not "archive": in technical documents an archive is a file (a .war,
     * a .zip) that a question reads from ("run it straight from the archive").
     */
    private static final String COLLECTION = "(?:collection|corpus|dataset|data set|knowledge base|podcast"
            + "|series|documentation|docs|wiki|codebase|code base)";
    /** Spans of time a collection covers. */
    private static final String TIME_SPAN = "(?:years|quarters|months|weeks|decades|releases|versions|time)";
    /** Nouns naming what is said rather than things: the heads of "what are the main ... ?" questions. */
    private static final String DISCOURSE = "(?:themes?|topics?|ideas?|trends?|subjects?|issues?|challenges?|points?"
            + "|messages?|takeaways?|lessons?|concerns?|complaints?|risks?|insights?|findings?|opinions?|views?"
            + "|perspectives?|priorities|arguments?|problems?|questions?|achievements?|patterns?)";
    /** Modifiers that ask what holds across many sources. */
    private static final String AGGREGATING = "(?:main|major|key|central|common|recurring|overarching|dominant"
            + "|biggest|top|prevalent|shared|general|most\\s+(?:common|frequent(?:ly)?|often|cited|mentioned|discussed)"
            + "|frequently\\s+(?:mentioned|discussed|cited|raised))";
    /** Verbs of saying, the verbs a frequency adverb makes a question about the whole collection. */
    private static final String SAYING = "(?:mention|discuss|cite|raise|highlight|say|said|talk|speak|share|emphasi[sz]e"
            + "|describe|ask|bring|come|arise|appear|recur|note|report|express|identif|predict|project|forecast"
            + "|provid|give|given|offer)\\w*";
    private static final String FREQUENTLY = "(?:often|frequently|commonly|typically|usually|generally|repeatedly"
            + "|consistently)";

    private static final Pattern COLLECTION_WORD = Pattern.compile("(?:" + UNIT + "s?|" + COLLECTION + "|" + DISCOURSE
            + ")", Pattern.CASE_INSENSITIVE);

    private static final List<Pattern> COLLECTION_SCOPE = patterns(
            "\\b(?:across|throughout|among|amongst)\\s+(?:" + DETERMINER + "\\s+)?(?:" + WORD + "\\s+){0,3}?(?:"
                    + UNIT + "s?|" + COLLECTION + "|" + TIME_SPAN + ")\\b",
            "\\b(?:in|on|from|of)\\s+(?:every|each|all(?:\\s+(?:the|of\\s+the))?)\\s+(?:" + COMMON_WORD + "\\s+){0,2}?"
                    + UNIT + "s?\\b",
            "\\bover\\s+(?:the\\s+)?(?:(?:past|last|next|first)\\s+)?(?:(?:\\d+|two|three|four|five|six|seven|eight"
                    + "|nine|ten|twelve|few|several|many)\\s+)?" + TIME_SPAN + "\\b",
            "\\b(?:the\\s+)?(?:whole|entire)\\s+(?:" + WORD + "\\s+){0,2}?(?:" + UNIT + "s?|" + COLLECTION + ")\\b",
            "\\bas\\s+a\\s+whole\\b");

    /**
     * A word of the modifier run before a plural source, which a preposition ends: in "of the subject of emails"
     * the emails are what the subject belongs to, not where the answer is looked for.
     */
    private static final String MODIFIER = "(?!(?:of|to|for|in|on|at|by|with|from|about|into|than)\\s)" + WORD;

    /**
     * "in earnings calls", "of these manuals"; not "the number of database files", which counts things, nor
     * "starred in a series", where an indefinite article introduces one thing the documents talk about.
     */
    private static final List<Pattern> PLURAL_SOURCES = patterns(
            "\\b(?:in|on|from)\\s+(?!(?:a|an|one)\\s)(?:" + DETERMINER + "\\s+)?(?:" + MODIFIER + "\\s+){0,2}?(?:" + UNIT
                    + "s|" + COLLECTION + ")\\b",
            "\\bof\\s+" + DETERMINER + "\\s+(?:" + MODIFIER + "\\s+){0,2}?(?:" + UNIT + "s|" + COLLECTION + ")\\b");

    /**
     * The collection named as such in a global question ("this documentation covers", "the manual"): no
     * subject of the question, since every document is part of it.
     */
    private static final Pattern THE_COLLECTION = Pattern.compile("\\b(?:" + DETERMINER + "\\s+)?(?:" + COLLECTION
            + "|documents?|manuals?)\\b(?:\\s+(?:cover|contain|include|explain|" + SAYING + ")\\w*)?",
            Pattern.CASE_INSENSITIVE);

    private static final List<Pattern> AGGREGATION = patterns(
            "\\b" + AGGREGATING + "\\s+(?:" + WORD + "\\s+){0,2}?" + DISCOURSE + "\\b",
            "\\b(?:themes|topics|trends|patterns|takeaways)\\b",
            "\\b(?:most|more|less)\\s+(?:often|frequently|commonly)\\b",
            "\\b" + FREQUENTLY + "\\s+(?:" + WORD + "\\s+)?" + SAYING + "\\b",
            "\\bhow\\s+(?:often|frequently)\\s+(?:do|does|did|is|are|was|were)\\b[^?]*?\\b" + SAYING + "\\b",
            "\\bdo\\s+(?:" + WORD + "\\s+){1,3}?" + FREQUENTLY + "\\b",
            "\\b(?:have|has)\\b[^?]*?\\bbeen\\s+(?:" + WORD + "\\s+)?" + SAYING + "\\b",
            "\\b(?:have|has)\\s+(?:" + WORD + "\\s+){0,5}?(?:evolved|changed|shifted|developed|progressed)\\b",
            "^\\s*(?:overall|in\\s+general|generally)\\b,?",
            ",\\s*(?:overall|in\\s+general)\\b",
            "\\b(?:overall|in\\s+general)\\s*[?.!]*\\s*$",
            "\\b(?:have|share)\\s+in\\s+common\\b",
            "\\bdifferent\\s+(?:" + WORD + "\\s+)?(?:views|perspectives|opinions|approaches|attitudes)\\b",
            "\\bcompared?\\s+(?:to|with)\\s+other\\b",
            "\\b(?:summari[sz]e|summary|overview|recap|big\\s+picture|high[- ]level)\\b");

    private static final Pattern LOOKUP_START = Pattern.compile(
            "^\\s*(?:who|when|where|which year|what year|in what year|what date|on what date|how many|how much|how old|how long|how tall|what is the (?:name|capital|population|date|birthplace)|what was the (?:name|date))\\b",
            Pattern.CASE_INSENSITIVE);
    /**
     * "Who is the chief financial officer?": the identity of whoever holds one role, which a sentence of the
     * documents names, however many documents the question mentions.
     */
    private static final Pattern ROLE_LOOKUP = Pattern.compile(
            "^\\s*who\\s+(?:is|was)\\s+(?:the|our|their|its)\\s+", Pattern.CASE_INSENSITIVE);
    /** Something specific: a capitalized word after the first, or a number. */
    private static final Pattern NAMED = Pattern.compile("(?:^|\\s)[\"“'‘(]?\\p{Lu}[\\p{L}\\p{N}.'’-]*|\\d");
    private static final int LOOKUP_MAX_WORDS = 15;

    public Decision route(String question) {
        List<String> scope = cues(COLLECTION_SCOPE, question);
        List<String> aggregation = cues(AGGREGATION, question);
        if (!scope.isEmpty()) {
            return global(question, aggregation, scope);
        }
        Matcher lookup = LOOKUP_START.matcher(question);
        boolean isLookup = lookup.find();
        boolean isShort = question.trim().split("\\s+").length <= LOOKUP_MAX_WORDS;
        if (isShort && ROLE_LOOKUP.matcher(question).find()) {
            return new Decision(Route.BASIC, "basic: a \"who is the ...\" lookup of a role", question);
        }
        if (isLookup && isShort && namesSomething(question.substring(lookup.end()))) {
            return new Decision(Route.BASIC,
                    "basic: a \"" + lookup.group().trim().toLowerCase(Locale.ROOT) + "\" lookup about a named thing",
                    question);
        }
        List<String> sources = cues(PLURAL_SOURCES, question);
        if (!isLookup && !sources.isEmpty()) {
            return global(question, aggregation, sources);
        }
        if (!aggregation.isEmpty() && !namesSomething(afterFirstWord(question))) {
            return global(question, aggregation, List.of());
        }
        return new Decision(Route.LOCAL, "local: a question about specific entities and how they relate", question);
    }

    /**
     * Whether {@code word} (lower case) is one of the words a question uses for the collection itself or its
     * parts ("documents", "manual", "page", "themes"), which a collection need not contain.
     */
    public static boolean namesTheCollection(String word) {
        return COLLECTION_WORD.matcher(word).matches();
    }

    /** Forced by the request. */
    public Decision forced(Route route, String question) {
        return new Decision(route, route.name().toLowerCase(Locale.ROOT) + ": requested", question);
    }

    private static Decision global(String question, List<String> aggregation, List<String> scope) {
        List<String> found = new ArrayList<>(aggregation);
        found.addAll(scope);
        return new Decision(Route.GLOBAL, "global: asks about the collection as a whole ("
                + String.join(", ", found.stream().map(cue -> "\"" + cue + "\"").toList()) + ")", focus(question));
    }

    private static List<String> cues(List<Pattern> patterns, String question) {
        List<String> found = new ArrayList<>();
        for (Pattern pattern : patterns) {
            Matcher m = pattern.matcher(question);
            if (m.find()) {
                found.add(m.group().replaceAll("[,?.!]", "").trim());
            }
        }
        return found;
    }

    /** A capitalized word after the question word, or a number: something specific to look up. */
    private static boolean namesSomething(String rest) {
        return NAMED.matcher(rest).find();
    }

    /** The first word is capitalized in any question; whether it names something cannot be told. */
    private static String afterFirstWord(String question) {
        String trimmed = question.strip();
        int space = trimmed.indexOf(' ');
        return space < 0 ? "" : trimmed.substring(space);
    }

    /** The question without its global cue phrases and its words for the collection: what it asks about, if anything. */
    static String focus(String question) {
        String focus = question;
        for (List<Pattern> cues : List.of(COLLECTION_SCOPE, PLURAL_SOURCES, AGGREGATION)) {
            for (Pattern cue : cues) {
                focus = cue.matcher(focus).replaceAll(" ");
            }
        }
        focus = THE_COLLECTION.matcher(focus).replaceAll(" ");
        // A space left before the question mark or a comma where a cue was cut goes; not the space before a word
        // that starts with a dot (".war", ".mode"), which would join the word before it ("a.war").
        return focus.replaceAll("\\s+", " ").replaceAll(" ([?.!,])(?=\\s|$)", "$1").trim();
    }

    private static List<Pattern> patterns(String... regexes) {
        return Stream.of(regexes).map(regex -> Pattern.compile(regex, Pattern.CASE_INSENSITIVE)).toList();
    }
}
