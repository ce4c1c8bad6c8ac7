package dev.lazygraph.core.nlp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import opennlp.tools.lemmatizer.LemmatizerME;
import opennlp.tools.util.Span;

/**
 * Noun phrases from Universal Dependencies POS tags, in the spirit of GraphRAG's pattern-based extractors
 * (OpenNLP publishes no chunker or NER model for English): a phrase is a run of ADJ/NOUN/PROPN tokens
 * ending in a NOUN or PROPN. Normalized: lower case, diacritics folded, the head noun lemmatized, stop words
 * trimmed from both ends, at most {@value #MAX_TOKENS} tokens, no pure numbers.
 *
 * <p>Names are marked as such, and found in three ways: a phrase made of names ("Barack Obama"); a name inside
 * a longer phrase ("president Barack Obama" also gives "barack obama"), so a question naming just the person
 * meets the same concept; and a capitalized span, which the tagger may split or read as other words: a run
 * of capitalized words, possibly joined by lower-case connectors ("University of Vienna", "The Girl Who
 * Kicked the Hornet's Nest", "Hello Love"), kept whole (up to {@value #MAX_NAME_TOKENS} words) so that it
 * meets the passage titled with it. A technical identifier ({@link Identifiers}) is a name of its own, kept
 * whole. Not thread-safe: one per thread, like the lemmatizer it holds.
 */
final class NounPhrases {
    static final int MAX_TOKENS = 5;
    private static final int MIN_CHARS = 2;
    private static final int LEMMA_CACHE_SIZE = 50_000;

    private static final byte OTHER = 0;
    private static final byte ADJ = 1;
    private static final byte NOUN = 2;
    private static final byte PROPN = 3;
    private static final byte NUM = 4;

    /** Lower-case words that may join the capitalized words of one name. */
    /** Lower-case words inside names ("University of Vienna", "Vincent van Gogh"). */
    private static final Set<String> NAME_CONNECTORS = Set.of("of", "the", "&", "de", "del", "della", "der", "des",
            "di", "da", "du", "la", "le", "van", "von", "y");
    /**
     * Lower-case words inside titles of works ("Gone with the Wind", "Man on the Moon"), which in running text
     * also stand between two names ("Alfredson at the University of Vienna"): a span joined by one is kept
     * whole and in its parts.
     */
    private static final Set<String> TITLE_CONNECTORS = Set.of("a", "an", "in", "on", "at", "for", "to", "who",
            "with", "from", "by");
    static final int MAX_NAME_TOKENS = 8;

    /** Nouns of quantity and placeholders, which in speech mostly stand for "somewhat" or "something". */
    private static final Set<String> VAGUE_HEADS = Set.of("lot", "kind", "sort", "bit", "bunch", "couple", "plenty",
            "thing", "stuff");

    private final LemmatizerME lemmatizer;
    private final Map<String, String> lemmaCache = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > LEMMA_CACHE_SIZE;
        }
    };

    NounPhrases(LemmatizerME lemmatizer) {
        this.lemmatizer = lemmatizer;
    }

    /**
     * @param tokens tokens of one sentence
     * @param spans  their character spans (to see which tokens touch, e.g. around a hyphen)
     * @param tags   their UD tags; a multiword token such as "NASA's" carries a combined tag "PROPN+PART"
     */
    void extract(String[] tokens, Span[] spans, String[] tags, List<ConceptMention> out) {
        Tokens sentence = Tokens.of(tokens, spans, tags);
        int firstOfSentence = out.size();
        int n = sentence.size;
        int i = 0;
        while (i < n) {
            if (!sentence.canStartPhrase(i)) {
                i++;
                continue;
            }
            int end = i + 1;
            while (end < n && !sentence.endsPhrase[end - 1] && sentence.continuesPhrase(end)) {
                end++;
            }
            emitPhrase(sentence, i, end, out);
            i = end;
        }
        emitNameSpans(sentence, out, firstOfSentence);
        for (int t = 0; t < n; t++) {
            if (sentence.identifier[t]) {
                out.add(new ConceptMention(Identifiers.key(sentence.words[t]), true));
            }
        }
    }

    /** Emits the phrase in run [start, end): up to its last noun, trimmed, plus the names inside it. */
    private void emitPhrase(Tokens sentence, int start, int end, List<ConceptMention> out) {
        int head = end - 1;
        while (head >= start && !sentence.isNominal(head)) {
            head--;
        }
        int first = start;
        while (first <= head && sentence.isFiller(first)) {
            first++;
        }
        while (head >= first && sentence.isFiller(head)) {
            head--;
        }
        if (head < first || !sentence.isNominal(head)) {
            return;
        }
        first = Math.max(first, head - MAX_TOKENS + 1);
        String phrase = normalize(sentence, first, head, true);
        if (isVague(sentence, first, head, phrase)) {
            return;
        }
        if (phrase != null) {
            out.add(new ConceptMention(phrase, sentence.allNames(first, head)));
        }
        emitNames(sentence, first, head, out);
    }

    /** Runs of capitalized tokens inside a longer phrase that contain a proper noun. */
    private void emitNames(Tokens sentence, int first, int head, List<ConceptMention> out) {
        int i = first;
        while (i <= head) {
            if (!sentence.capitalized[i]) {
                i++;
                continue;
            }
            int end = i;
            boolean proper = false;
            while (end <= head && sentence.capitalized[end]) {
                proper |= sentence.kind[end] == PROPN;
                end++;
            }
            int last = end - 1;
            while (last >= i && sentence.isFiller(last)) {
                last--;
            }
            if (proper && last >= i && (i > first || last < head)) {
                String name = normalize(sentence, i, last, false);
                if (name != null) {
                    out.add(new ConceptMention(name, true));
                }
            }
            i = end;
        }
    }

    /**
     * Capitalized spans of at least two words, possibly joined by connectors, that the phrases of this sentence
     * (emitted from {@code firstOfSentence} on) do not already hold.
     */
    private void emitNameSpans(Tokens sentence, List<ConceptMention> out, int firstOfSentence) {
        Set<String> emitted = new HashSet<>();
        for (int k = firstOfSentence; k < out.size(); k++) {
            emitted.add(out.get(k).key());
        }
        int n = sentence.size;
        int i = 0;
        while (i < n) {
            if (!sentence.startsName(i)) {
                i++;
                continue;
            }
            int last = i;
            List<Integer> breaks = new ArrayList<>();
            for (int j = i + 1; j < n && j - i < MAX_NAME_TOKENS
                    && (!sentence.endsPhrase[j - 1] || sentence.startsName(j)); j++) {
                String lower = sentence.words[j].toLowerCase(Locale.ROOT);
                if (sentence.startsName(j)) {
                    last = j;
                } else if (TITLE_CONNECTORS.contains(lower)) {
                    breaks.add(j);
                } else if (!NAME_CONNECTORS.contains(lower)) {
                    break;
                }
            }
            int spanEnd = last;
            breaks.removeIf(b -> b > spanEnd);
            emitSpan(sentence, i, last, out, emitted);
            int from = i;
            for (int b : breaks) {
                emitSpan(sentence, from, b - 1, out, emitted);
                from = b + 1;
            }
            if (!breaks.isEmpty()) {
                emitSpan(sentence, from, last, out, emitted);
            }
            i = last + 1;
        }
    }

    /** Emits tokens [first, last] as a name, fillers trimmed, if two or more words are left and it is new. */
    private void emitSpan(Tokens sentence, int first, int last, List<ConceptMention> out, Set<String> emitted) {
        int start = first;
        while (start < last && sentence.isFiller(start)) {
            start++;
        }
        int end = last;
        while (end > start && sentence.isFiller(end)) {
            end--;
        }
        if (end > start) {
            String name = normalize(sentence, start, end, false);
            if (name != null && emitted.add(name)) {
                out.add(new ConceptMention(name, true));
            }
        }
    }

    /** "a lot", "kind of", "the whole thing": a vague head noun with at most adjectives is no concept. */
    private static boolean isVague(Tokens sentence, int first, int head, String phrase) {
        if (phrase == null || !VAGUE_HEADS.contains(phrase.substring(phrase.lastIndexOf(' ') + 1))) {
            return false;
        }
        for (int t = first; t < head; t++) {
            if (sentence.kind[t] != ADJ) {
                return false;
            }
        }
        return true;
    }

    private String normalize(Tokens sentence, int first, int last, boolean lemmatizeHead) {
        StringBuilder phrase = new StringBuilder();
        boolean hasLetter = false;
        for (int t = first; t <= last; t++) {
            String word = ConceptKeys.word(t == last && lemmatizeHead && sentence.kind[t] == NOUN && !sentence.isName(t)
                    ? lemma(sentence.words[t]) : sentence.words[t]);
            if (word.isEmpty()) {
                continue;
            }
            if (phrase.length() > 0 && sentence.spaceBefore[t]) {
                phrase.append(' ');
            }
            phrase.append(word);
            hasLetter |= containsLetter(word);
        }
        return hasLetter && phrase.length() >= MIN_CHARS ? phrase.toString() : null;
    }

    /**
     * The subject a title or heading names (see {@link ConceptKeys#subjectWords}), keyed like a mention of it
     * in text: a heading in lower case ("Notable deployments") is a common noun phrase, so its last word is
     * lemmatized as the head of such a phrase would be; a capitalized one is a name and keeps its form.
     */
    String subject(String title) {
        List<String> words = ConceptKeys.subjectWords(title);
        if (words.isEmpty() || words.size() > MAX_NAME_TOKENS) {
            return "";
        }
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < words.size(); i++) {
            String raw = words.get(i);
            boolean commonHead = i == words.size() - 1 && i > 0 && Character.isLowerCase(raw.codePointAt(0));
            key.append(i > 0 ? " " : "").append(ConceptKeys.word(commonHead ? lemma(raw) : raw));
        }
        return key.length() < MIN_CHARS ? "" : key.toString();
    }

    private String lemma(String noun) {
        String cached = lemmaCache.get(noun);
        if (cached != null) {
            return cached;
        }
        String lemma = lemmatizer.lemmatize(new String[] {noun}, new String[] {"NOUN"})[0];
        String lowerCase = lemma == null || !containsLetter(lemma)
                ? noun.toLowerCase(Locale.ROOT)
                : lemma.toLowerCase(Locale.ROOT);
        lemmaCache.put(noun, lowerCase);
        return lowerCase;
    }

    private static boolean containsLetter(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (Character.isLetter(word.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsLetterOrDigit(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (Character.isLetterOrDigit(word.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** A sentence's tokens after joining hyphenated compounds, with their word classes. */
    private static final class Tokens {
        final String[] words;
        final byte[] kind;
        /** Starts with a capital letter, or is a number continuing a capitalized name ("Apollo 11"). */
        final boolean[] capitalized;
        /** Set on a possessive or clitic ("NASA's"): the phrase ends with this token. */
        final boolean[] endsPhrase;
        /** Whitespace precedes the token in the text ("Sung-kyun" stays one word when normalized). */
        final boolean[] spaceBefore;
        /** Written like a technical identifier ({@link Identifiers}): a name of its own, never part of a phrase. */
        final boolean[] identifier;
        int size;

        private Tokens(int capacity) {
            words = new String[capacity];
            kind = new byte[capacity];
            capitalized = new boolean[capacity];
            endsPhrase = new boolean[capacity];
            spaceBefore = new boolean[capacity];
            identifier = new boolean[capacity];
        }

        /**
         * The tokenizer splits hyphenated words in several ways ("on", "-", "board"; "Sung", "-kyun";
         * "Joon-", "hee"). Touching parts joined by a hyphen become one token whose class is that of its
         * last part with a noun or adjective class, so "on-board" is a noun and "Seattle-based" stays a name.
         */
        static Tokens of(String[] tokens, Span[] spans, String[] tags) {
            Tokens out = new Tokens(tokens.length);
            for (int i = 0; i < tokens.length; i++) {
                String tag = tags[i];
                int plus = tag.indexOf('+');
                String word = plus > 0 ? stripClitic(tokens[i]) : tokens[i];
                byte kind = kindOf(plus > 0 ? tag.substring(0, plus) : tag, word);
                int n = out.size;
                boolean touches = i > 0 && spans[i - 1].getEnd() == spans[i].getStart();
                if (touches && n > 0 && !out.endsPhrase[n - 1]
                        && (isHyphen(lastChar(out.words[n - 1])) || isHyphen(word.charAt(0)))) {
                    out.words[n - 1] = out.words[n - 1] + word;
                    if (kind == ADJ || kind == NOUN || kind == PROPN) {
                        out.kind[n - 1] = kind;
                    }
                    out.endsPhrase[n - 1] = plus > 0;
                    continue;
                }
                if (touches && n > 0 && word.equals(".") && isInitial(out.words[n - 1])) {
                    // "Harris W. Fawell": the tokenizer splits the initial from its full stop, which would end
                    // the name there; the stop belongs to the initial.
                    out.words[n - 1] = out.words[n - 1] + word;
                    continue;
                }
                out.words[n] = word;
                out.identifier[n] = Identifiers.is(word);
                out.kind[n] = out.identifier[n] ? OTHER : kind;
                out.capitalized[n] = Character.isUpperCase(word.codePointAt(0))
                        || (kind == NUM && n > 0 && out.capitalized[n - 1]);
                out.endsPhrase[n] = plus > 0;
                out.spaceBefore[n] = i > 0 && !touches;
                out.size++;
            }
            return out;
        }

        private static byte kindOf(String tag, String word) {
            if (!containsLetterOrDigit(word)) {
                return OTHER;
            }
            return switch (tag) {
                case "ADJ" -> ADJ;
                case "NOUN" -> NOUN;
                case "PROPN" -> PROPN;
                case "NUM" -> NUM;
                default -> OTHER;
            };
        }

        private static boolean isInitial(String word) {
            return word.length() == 1 && Character.isUpperCase(word.charAt(0));
        }

        private static char lastChar(String word) {
            return word.charAt(word.length() - 1);
        }

        private static boolean isHyphen(char c) {
            return c == '-' || c == '\u2010' || c == '\u2011';
        }

        /** "NASA's" -> "NASA", "Obama’s" -> "Obama": the clitic is not part of the noun phrase. */
        private static String stripClitic(String token) {
            int apostrophe = Math.max(token.lastIndexOf('\''), token.lastIndexOf('\u2019'));
            return apostrophe > 0 ? token.substring(0, apostrophe) : token;
        }

        boolean canStartPhrase(int i) {
            return kind[i] == ADJ || kind[i] == NOUN || kind[i] == PROPN;
        }

        /** Numbers only continue a name ("Apollo 11"), never a common noun phrase ("3 people"). */
        boolean continuesPhrase(int i) {
            return canStartPhrase(i) || (kind[i] == NUM && kind[i - 1] == PROPN);
        }

        boolean isNominal(int i) {
            return kind[i] == NOUN || kind[i] == PROPN || (kind[i] == NUM && i > 0 && kind[i - 1] == PROPN);
        }

        /** Stop words ("other", "own", "same", "few") never start or end a phrase. */
        boolean isFiller(int i) {
            return EnglishStopWords.contains(words[i].toLowerCase(Locale.ROOT));
        }

        /** Capitalized nouns after the sentence start are treated as names and keep their form. */
        boolean isName(int i) {
            return kind[i] == PROPN || (capitalized[i] && i > 0);
        }

        /**
         * Every token of [first, last] is a name's: the phrase names something rather than describing it. A
         * capitalized first word of the sentence counts when names follow it ("West Chicago is a city").
         */
        boolean allNames(int first, int last) {
            for (int t = first; t <= last; t++) {
                if (!isName(t) && !(t == 0 && capitalized[0] && last > 0)) {
                    return false;
                }
            }
            return true;
        }

        /** A capitalized word (not a number or punctuation) that may begin or continue a capitalized span. */
        boolean startsName(int i) {
            return capitalized[i] && Character.isLetter(words[i].codePointAt(0));
        }
    }
}
