package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.nlp.ConceptMention;
import dev.lazygraph.core.nlp.EnglishStopWords;
import dev.lazygraph.core.nlp.Identifiers;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer.Word;
import java.util.ArrayList;
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
 * What a question asks for, read from its question word and the noun it asks about, and how much of it a
 * sentence holds. A question may expect:
 * <ul>
 *   <li><b>a kind of thing</b>: "who" a person, "where" a place, "when" a time, "how many" / "what size" a
 *       quantity, and "which pragma" / "what suffix" / "which kind" a <i>name</i> of the thing asked about —
 *       written next to that noun ("the trigram tokenizer", "PRAGMA case_sensitive_like") or, for a generic
 *       noun ("kind", "type"), anywhere in the sentence: an identifier, a capitalized or upper-case word, a
 *       number, a quoted string, an operator — something the question does not already say;</li>
 *   <li><b>a default</b>: the question asks what holds when nothing is said ("by default", "unless told
 *       otherwise", "if I never change it", "if I don't set it", "unless I change it", "if I leave it alone",
 *       "without saying which", "gave no OR clause", "leaves off the keyword"): the sentence says "default"
 *       (not "non-default") or what holds when the value is not given ("If not specified, it is set to 8192");</li>
 *   <li><b>a limit</b>: "the largest", "at most", "the maximum": the sentence states a bound with a number.</li>
 * </ul>
 * The share of these a sentence meets is its {@link #held} score. OpenNLP publishes no named-entity model
 * for English, so kinds are recognized by form: a person is a name the analyzer marks; a place a capitalized
 * word after a preposition of place, or in a manual a named table, file or setting ("where does it keep
 * track of the key": in "sqlite_sequence"); a time a year, decade, month or weekday; a quantity a numeral or
 * number word other than a year.
 */
final class AskedFor {
    enum Kind { PERSON, PLACE, TIME, QUANTITY, NAME }

    private static final Set<String> WH = Set.of("who", "whom", "whose", "where", "when", "what", "which", "how");
    private static final Pattern PLACE_NOUN = Pattern.compile("city|country|town|village|place|region|state|county"
            + "|province|continent|location|directory|folder");
    private static final Pattern TIME_NOUN = Pattern.compile("year|date|month|day|decade|century|time|moment|era");
    private static final Pattern QUANTITY_NOUN = Pattern.compile("number|amount|count|percentage|proportion|share"
            + "|fraction|size|length|width|height|depth|weight|total|many|much|age");
    /** Nouns that only say "a thing of some kind": its name may stand anywhere in the sentence. */
    private static final Set<String> GENERIC_NOUN = Set.of("kind", "type", "sort", "one", "thing", "way", "value",
            "setting", "form", "variant", "name", "word", "version", "release");
    /** Documentation nouns that name the same sort of thing: a question's noun is met by any of its group. */
    private static final List<Set<String>> SAME_SORT = List.of(
            Set.of("statement", "command", "clause", "instruction"),
            Set.of("function", "routine", "interface", "api", "method", "call", "procedure"),
            Set.of("option", "setting", "parameter", "flag", "switch", "macro", "define"),
            Set.of("table", "view", "relation"),
            Set.of("file", "filename", "name"),
            Set.of("release", "version"),
            Set.of("product", "database", "engine", "system"));

    private static final Pattern DEFAULT_QUESTION = Pattern.compile("\\bdefaults?\\b|\\bdefaulted\\b"
            + "|\\botherwise\\b|\\bout of the box\\b"
            + "|\\bwithout (?:\\w+ing|saying|any|a|an|specify\\w*|sett\\w*)\\b"
            // "n't" ends a word ("don't", "didn't"): no word boundary comes before it.
            + "|(?:\\bnever|\\bnot|n['’]t|\\bno longer) (?:\\w+ )?(?:change|changed|set|specif\\w*|configur\\w*|say"
            + "|said|give|given|choose|chosen|tell|told|pass|passed|provide|provided|mention\\w*|declare\\w*|name"
            + "|named|pick|picked)\\b"
            + "|\\bunless (?:\\w+ )?(?:change|changes|set|sets|override|overrides|configure|configures)\\b"
            + "|\\b(?:leaves?|left|leaving) (?:\\w+ ){1,2}alone\\b"
            + "|\\bnothing (?:is |was |has been )?(?:configured|set|specified|given|said|chosen|passed)\\b"
            + "|\\b(?:gave|gives|give|giving|pass\\w*|specif\\w*|includ\\w*|provid\\w*) no\\b"
            + "|\\b(?:leaves?|left|leaving) (?:off|out)\\b|\\bomit\\w*\\b|\\bplain\\b|\\bunspecified\\b",
            Pattern.CASE_INSENSITIVE);
    /**
     * "default", not "non-default" (which says what holds when the default is not used); or what holds when
     * nothing is said, in the words reference pages use for it without the word "default" ("If not specified,
     * this attribute is set to 8192", "If omitted, ...").
     */
    private static final Pattern DEFAULT_SENTENCE = Pattern.compile("(?<!non-)\\b(?:defaults?|defaulted)\\b"
            + "|\\b(?:if|when|where) (?:it is |this is |they are )?(?:not|never|none is|nothing is) (?:\\w+ )?"
            + "(?:specified|set|configured|given|provided|supplied|passed)\\b"
            + "|\\b(?:if|when) omitted\\b|\\bunless (?:otherwise )?(?:specified|set|configured)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern LIMIT_QUESTION = Pattern.compile("\\b(?:maximum|minimum|max|min|largest|smallest"
            + "|biggest|highest|lowest|greatest|longest|limits?|at most|at least|upper bound|lower bound|cap"
            + "|most|fewest|how (?:large|big|long|many|much) can)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern LIMIT_SENTENCE = Pattern.compile("\\b(?:maximum|minimum|max|min|limit\\w*|largest"
            + "|smallest|biggest|highest|lowest|greatest|longest|at most|at least|no more than|up to|upper bound"
            + "|lower bound|cannot exceed|must not exceed|never exceed\\w*|capped|bounded)\\b",
            Pattern.CASE_INSENSITIVE);

    private static final String MONTH_OR_DAY = "January|February|March|April|May|June|July|August|September|October"
            + "|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday";
    private static final Pattern YEAR = Pattern.compile("\\b(?:1\\d{3}|20\\d{2})(?:s\\b|\\b)|\\b'?\\d0s\\b");
    private static final Pattern MONTH_OR_DAY_NAME = Pattern.compile("\\b(?:" + MONTH_OR_DAY + ")\\b");
    /** Case-sensitive but for the preposition: a place name is capitalized. */
    private static final Pattern PLACE = Pattern.compile("\\b(?i:in|at|near|from|to|into|outside|inside|across"
            + "|around|throughout|off|via|toward|towards)\\s+(?:the\\s+)?(\\p{Lu}[\\p{L}\\p{M}'’.-]*)");
    private static final Pattern NUMERAL = Pattern.compile("(?<![\\w.])-?\\d+(?:[.,]\\d+)*(?:[eE][+-]?\\d+)?");
    private static final Pattern NUMBER_WORD = Pattern.compile("\\b(?:zero|one|two|three|four|five|six|seven|eight"
            + "|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty"
            + "|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|trillions?"
            + "|dozens?|half|twice|double|triple)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern MONTH_OR_DAY_ONLY = Pattern.compile(MONTH_OR_DAY);
    /** A sentence's tokens: identifiers and operators whole, then words and numbers. */
    private static final Pattern TOKEN = Pattern.compile("\"[^\"\\s][^\"]{0,40}\"|'[^'\\s][^']{0,40}'"
            + "|->>?|\\|\\||%[A-Za-z]|--?[A-Za-z][\\w-]*|\\.[A-Za-z]\\w*"
            + "|[\\p{L}\\p{N}_](?:[\\p{L}\\p{N}_.=:$-]*[\\p{L}\\p{N}_])?(?:\\(\\))?");
    private static final int NEAR = 3;

    private final Kind kind;
    /** The noun a "which/what" question asks about, lower case and singular; empty for a generic one. */
    private final String noun;
    private final boolean wantsDefault;
    private final boolean wantsLimit;
    private final TextAnalyzer analyzer;
    private final Set<String> questionTerms;
    private final Set<String> questionConcepts;
    /** The question's words and numerals as written, lower-cased ("1987", "3,000", "march"). */
    private final Set<String> questionTokens = new HashSet<>();

    private AskedFor(Kind kind, String noun, boolean wantsDefault, boolean wantsLimit, String question,
                     TextAnalyzer analyzer) {
        this.kind = kind;
        this.noun = noun;
        this.wantsDefault = wantsDefault;
        this.wantsLimit = wantsLimit;
        this.analyzer = analyzer;
        this.questionTerms = new HashSet<>(analyzer.terms(question));
        this.questionConcepts = new HashSet<>(analyzer.concepts(question));
        Matcher token = TOKEN.matcher(question);
        while (token.find()) {
            questionTokens.add(token.group().toLowerCase(Locale.ROOT));
        }
    }

    /** What {@code question} asks for, if its question word, its noun or its cues say. */
    static Optional<AskedFor> of(String question, TextAnalyzer analyzer) {
        List<Word> words = analyzer.words(question);
        Kind kind = null;
        String noun = "";
        for (int i = 0; i < words.size() && kind == null; i++) {
            String w = words.get(i).text().toLowerCase(Locale.ROOT);
            if (!WH.contains(w)) {
                continue;
            }
            String next = i + 1 < words.size() ? words.get(i + 1).text().toLowerCase(Locale.ROOT) : "";
            switch (w) {
                case "who", "whom", "whose" -> kind = Kind.PERSON;
                case "where" -> kind = Kind.PLACE;
                case "when" -> kind = Kind.TIME;
                case "how" -> kind = next.equals("many") || next.equals("much") || next.equals("old")
                        || next.equals("long") || next.equals("large") || next.equals("big") || next.equals("often")
                        ? Kind.QUANTITY : null;
                default -> {
                    noun = askedNoun(words, i + 1);
                    kind = noun == null ? null
                            : PLACE_NOUN.matcher(noun).matches() ? Kind.PLACE
                            : TIME_NOUN.matcher(noun).matches() ? Kind.TIME
                            : QUANTITY_NOUN.matcher(noun).matches() ? Kind.QUANTITY
                            : Kind.NAME;
                    noun = noun == null || GENERIC_NOUN.contains(noun) ? "" : noun;
                }
            }
            if (kind == null && !w.equals("how")) {
                break;
            }
        }
        boolean wantsDefault = DEFAULT_QUESTION.matcher(question).find();
        boolean wantsLimit = LIMIT_QUESTION.matcher(question).find();
        if (kind == null && !wantsDefault && !wantsLimit) {
            return Optional.empty();
        }
        return Optional.of(new AskedFor(kind, noun, wantsDefault, wantsLimit, question, analyzer));
    }

    /**
     * The head noun of the noun phrase a "which/what" asks about ("which FTS5 tokenizer" -> tokenizer), past
     * a copula and a determiner ("what is the default page size" -> size); null when there is none
     * ("what does it do").
     */
    private static String askedNoun(List<Word> words, int from) {
        int i = from;
        if (i < words.size() && words.get(i).tag().equals("AUX")) {
            i++;
            while (i < words.size() && (words.get(i).tag().equals("DET") || words.get(i).tag().equals("PRON"))) {
                i++;
            }
        }
        String head = null;
        for (; i < words.size(); i++) {
            String tag = words.get(i).tag();
            boolean nominal = tag.startsWith("NOUN") || tag.startsWith("PROPN");
            if (nominal) {
                head = words.get(i).text();
            } else if (!(tag.equals("ADJ") || tag.equals("NUM") || words.get(i).text().equals("-")
                    || (tag.equals("PART") && head != null))) {
                break;
            }
        }
        return head == null ? null : singular(stripClitic(head).toLowerCase(Locale.ROOT));
    }

    private static String stripClitic(String word) {
        int apostrophe = word.indexOf('\'');
        return apostrophe > 0 ? word.substring(0, apostrophe) : word;
    }

    private static String singular(String noun) {
        if (noun.length() > 4 && noun.endsWith("ies")) {
            return noun.substring(0, noun.length() - 3) + "y";
        }
        if (noun.length() > 3 && noun.endsWith("s") && !noun.endsWith("ss")) {
            return noun.substring(0, noun.length() - 1);
        }
        return noun;
    }

    /** Whether the question asks about something by name or value (not a person, place or time). */
    boolean wantsNameOrValue() {
        return kind == Kind.NAME || kind == Kind.QUANTITY || wantsDefault || wantsLimit;
    }

    /**
     * The share in [0, 1] of what the question asks for that {@code text} holds.
     *
     * @param label    the definition term the text sits under, which may hold the name asked for ("ntile(N)"
     *                 above "This function divides the partition into N groups"); empty for none
     * @param mentions the concept mentions of {@code text} (read only for a person)
     */
    double held(String text, String label, Supplier<List<ConceptMention>> mentions) {
        int expected = 0;
        int met = 0;
        if (kind != null) {
            expected++;
            met += holdsKind(text, mentions) || (kind == Kind.NAME && namesSomethingNew(label)) ? 1 : 0;
        }
        if (wantsDefault) {
            expected++;
            met += DEFAULT_SENTENCE.matcher(text).find() ? 1 : 0;
        }
        if (wantsLimit) {
            expected++;
            met += LIMIT_SENTENCE.matcher(text).find() && NUMERAL.matcher(text).find() ? 1 : 0;
        }
        return expected == 0 ? 0 : (double) met / expected;
    }

    private boolean holdsKind(String text, Supplier<List<ConceptMention>> mentions) {
        return switch (kind) {
            case PERSON -> mentions.get().stream().anyMatch(m -> m.name() && !named(m.key()));
            case PLACE -> anyGroup(PLACE.matcher(text), 1, word -> !MONTH_OR_DAY_ONLY.matcher(word).matches()
                    && !named(word)) || holdsNamedThing(text);
            case TIME -> anyGroup(YEAR.matcher(text), 0, this::newToQuestion)
                    || anyGroup(MONTH_OR_DAY_NAME.matcher(text), 0, this::newToQuestion);
            case QUANTITY -> anyGroup(NUMERAL.matcher(text), 0, n -> !isYear(n) && newToQuestion(n))
                    || anyGroup(NUMBER_WORD.matcher(text), 0, this::newToQuestion);
            case NAME -> namesTheNoun(text);
        };
    }

    /**
     * The sentence gives a name the question does not: next to the asked noun (or one of the same sort),
     * or anywhere when the noun says nothing of its own.
     */
    private boolean namesTheNoun(String text) {
        if (noun.isEmpty()) {
            return holdsNamedThing(text);
        }
        List<String> tokens = tokens(text);
        for (int i = 0; i < tokens.size(); i++) {
            if (!sameSort(singular(tokens.get(i).toLowerCase(Locale.ROOT)))) {
                continue;
            }
            for (int j = Math.max(0, i - NEAR); j <= Math.min(tokens.size() - 1, i + NEAR); j++) {
                String candidate = tokens.get(j);
                boolean adjacent = Math.abs(j - i) == 1;
                if (j != i && newToQuestion(candidate) && !EnglishStopWords.contains(candidate.toLowerCase(Locale.ROOT))
                        && (nameLike(candidate, j == 0) || (adjacent && candidate.chars().allMatch(Character::isLetter)))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Anywhere in the sentence, a name or value the question does not say. */
    private boolean holdsNamedThing(String text) {
        List<String> tokens = tokens(text);
        for (int i = 0; i < tokens.size(); i++) {
            if (nameLike(tokens.get(i), i == 0) && newToQuestion(tokens.get(i))) {
                return true;
            }
        }
        return false;
    }

    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            tokens.add(m.group());
        }
        return tokens;
    }

    private boolean sameSort(String word) {
        if (word.equals(noun)) {
            return true;
        }
        return SAME_SORT.stream().anyMatch(sort -> sort.contains(noun) && sort.contains(word));
    }

    /**
     * Whether a title ({@code label}) holds a name the question does not. A title that is one word is the name of
     * what its sentences describe whatever its case (an attribute "reloadable", a tag "localtime"): titles of
     * prose have more words.
     */
    private boolean namesSomethingNew(String label) {
        String title = label.strip();
        if (TOKEN.matcher(title).matches() && newToQuestion(title)
                && !EnglishStopWords.contains(title.toLowerCase(Locale.ROOT))) {
            return true;
        }
        Matcher m = TOKEN.matcher(label);
        while (m.find()) {
            if (nameLike(m.group(), false) && newToQuestion(m.group())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Written like a name or a value rather than an ordinary word: an identifier, an operator, a quoted
     * string, a number, a word with a capital inside ("DEFERRED", "InnoDB"), or a capitalized word that is not
     * the first of its sentence.
     */
    private static boolean nameLike(String token, boolean first) {
        if (token.isBlank()) {
            return false;
        }
        if (Identifiers.is(token) || token.startsWith("\"") || token.startsWith("'") || token.startsWith("->")
                || token.startsWith("%") || token.equals("||")) {
            return true;
        }
        boolean digit = token.chars().anyMatch(Character::isDigit);
        boolean innerCapital = token.chars().skip(1).anyMatch(Character::isUpperCase);
        boolean capitalized = !first && Character.isUpperCase(token.charAt(0))
                && !EnglishStopWords.contains(token.toLowerCase(Locale.ROOT));
        return digit || innerCapital || capitalized;
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
        String lower = token.toLowerCase(Locale.ROOT);
        return !questionTokens.contains(lower) && !questionTokens.contains(Identifiers.key(lower))
                && !named(lower);
    }

    @Override
    public String toString() {
        return "AskedFor[" + kind + (noun.isEmpty() ? "" : " " + noun) + (wantsDefault ? ", default" : "")
                + (wantsLimit ? ", limit" : "") + "]";
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
