package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.nlp.ConceptMention;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kind of thing a question asks for, read from its question word ("who" a person, "where" a place,
 * "when" a time, "how many" a quantity), and whether a sentence holds such a thing that the question does
 * not already name: "Who designed the camera?" is answered by a sentence with a name in it, and not by the
 * camera's name.
 *
 * <p>OpenNLP publishes no named-entity model for English, so the kinds are recognized by form: a person is a
 * name the analyzer marks (it cannot tell a person's name from a company's); a place is a capitalized word
 * after a preposition of place ("in Aberdeen", "at the Sorbonne"); a time is a year, a decade or a month or
 * weekday name; a quantity is a numeral or a number word other than a year.
 */
final class AskedFor {
    enum Kind { PERSON, PLACE, TIME, QUANTITY }

    private static final Pattern PERSON_QUESTION = Pattern.compile("^\\W*(?:who|whom|whose|by whom)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern PLACE_QUESTION = Pattern.compile("^\\W*(?:where|(?:in|from|at|to) (?:what|which) "
            + "(?:city|country|town|village|place|region|state|county|province|continent)|what (?:city|country|town"
            + "|village|place|region|state|county|province|continent))\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern TIME_QUESTION = Pattern.compile("^\\W*(?:when|since when|how long ago|(?:in |on |by )?"
            + "(?:what|which) (?:year|date|month|day|decade|century))\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern QUANTITY_QUESTION = Pattern.compile("^\\W*(?:how (?:many|much|old|long|far|tall"
            + "|big|large|deep|high|heavy|wide|often)|what (?:percentage|proportion|share|number|amount|fraction))\\b",
            Pattern.CASE_INSENSITIVE);

    private static final String MONTH_OR_DAY = "January|February|March|April|May|June|July|August|September|October"
            + "|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday";
    private static final Pattern YEAR = Pattern.compile("\\b(?:1\\d{3}|20\\d{2})(?:s\\b|\\b)|\\b'?\\d0s\\b");
    private static final Pattern MONTH_OR_DAY_NAME = Pattern.compile("\\b(?:" + MONTH_OR_DAY + ")\\b");
    /** Case-sensitive but for the preposition: a place name is capitalized. */
    private static final Pattern PLACE = Pattern.compile("\\b(?i:in|at|near|from|to|into|outside|inside|across"
            + "|around|throughout|off|via|toward|towards)\\s+(?:the\\s+)?(\\p{Lu}[\\p{L}\\p{M}'’.-]*)");
    private static final Pattern NUMERAL = Pattern.compile("\\b\\d+(?:[.,]\\d+)*\\b");
    private static final Pattern NUMBER_WORD = Pattern.compile("\\b(?:one|two|three|four|five|six|seven|eight|nine"
            + "|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty"
            + "|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|trillions?"
            + "|dozens?|half|twice|double|triple)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+(?:[.,]\\d+)*");
    private static final Pattern MONTH_OR_DAY_ONLY = Pattern.compile(MONTH_OR_DAY);

    private final Kind kind;
    private final TextAnalyzer analyzer;
    private final Set<String> questionTerms;
    private final Set<String> questionConcepts;
    /** The question's words and numerals as written, lower-cased ("1987", "3,000", "march"). */
    private final Set<String> questionTokens = new HashSet<>();

    private AskedFor(Kind kind, String question, TextAnalyzer analyzer) {
        this.kind = kind;
        this.analyzer = analyzer;
        this.questionTerms = new HashSet<>(analyzer.terms(question));
        this.questionConcepts = new HashSet<>(analyzer.concepts(question));
        Matcher token = TOKEN.matcher(question);
        while (token.find()) {
            questionTokens.add(token.group().toLowerCase(Locale.ROOT));
        }
    }

    /** What {@code question} asks for, if its question word says. */
    static Optional<AskedFor> of(String question, TextAnalyzer analyzer) {
        Kind kind = PERSON_QUESTION.matcher(question).find() ? Kind.PERSON
                : PLACE_QUESTION.matcher(question).find() ? Kind.PLACE
                : TIME_QUESTION.matcher(question).find() ? Kind.TIME
                : QUANTITY_QUESTION.matcher(question).find() ? Kind.QUANTITY
                : null;
        return Optional.ofNullable(kind).map(k -> new AskedFor(k, question, analyzer));
    }

    /**
     * Whether {@code text} holds a thing of the asked-for kind that the question does not name.
     *
     * @param mentions the concept mentions of {@code text} (read only for a person)
     */
    boolean foundIn(String text, Supplier<List<ConceptMention>> mentions) {
        return switch (kind) {
            case PERSON -> mentions.get().stream().anyMatch(m -> m.name() && !named(m.key()));
            case PLACE -> anyGroup(PLACE.matcher(text), 1, word -> !MONTH_OR_DAY_ONLY.matcher(word).matches()
                    && !named(word));
            case TIME -> anyGroup(YEAR.matcher(text), 0, this::newToQuestion)
                    || anyGroup(MONTH_OR_DAY_NAME.matcher(text), 0, this::newToQuestion);
            case QUANTITY -> anyGroup(NUMERAL.matcher(text), 0, n -> !isYear(n) && newToQuestion(n))
                    || anyGroup(NUMBER_WORD.matcher(text), 0, this::newToQuestion);
        };
    }

    /** Every word of {@code phrase} is a word of the question, or it is one of the question's concepts. */
    private boolean named(String phrase) {
        if (questionConcepts.contains(phrase)) {
            return true;
        }
        List<String> words = analyzer.terms(phrase);
        return !words.isEmpty() && questionTerms.containsAll(words);
    }

    private boolean newToQuestion(String token) {
        return !questionTokens.contains(token.toLowerCase(Locale.ROOT));
    }

    private static boolean isYear(String numeral) {
        return YEAR.matcher(numeral).matches();
    }

    private static boolean anyGroup(Matcher m, int group, Predicate<String> test) {
        while (m.find()) {
            if (test.test(m.group(group))) {
                return true;
            }
        }
        return false;
    }
}
