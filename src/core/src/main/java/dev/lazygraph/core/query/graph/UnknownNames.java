package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.nlp.Identifiers;
import dev.lazygraph.core.nlp.Lexicon;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer.Word;
import dev.lazygraph.core.query.route.QueryRouter;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a question names that the collection never mentions: an identifier ({@code max_allowed_packet}) or a
 * name ("InnoDB", "Litestream": marked as a name, or capitalized after the question's first word), or the
 * module of a specifier ({@code node:sqlite}), or a rare noun ("gunicorn", "standby": no common word of the
 * {@link Lexicon} in any of its inflections), that no stored chunk holds, in any of its simple inflections. A
 * question about such a thing asks about something these documents do not cover — another product's feature —
 * and quoting loosely related sentences would only mislead; the answer says so instead. Common words are not
 * checked, nouns included: a question may phrase what the documents describe in words they never use ("the
 * default value" of a setting whose page says "the default is", a "folder" they call a directory); nor are the
 * words a question uses for the collection itself ("these documents", "the manual"). Nor are rare words other
 * than nouns: an adjective or a verb ("monotonic", "compacted") qualifies what is asked about, it does not name it. An identifier is known when the collection writes its
 * head as the question does ({@link #withHeads}): a question may name the user's own code or example
 * ({@code request.getRemoteAddr()}, {@code www.example.com}) to ask about what the documents cover.
 */
public final class UnknownNames {
    private static final int MIN_CHARS = 3;
    private static final Pattern HOST_NAME = Pattern.compile(
            "www(?:\\.[a-z0-9-]+){2,}|[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:com|org|net|edu|gov|io|example|test|invalid|localhost)");
    /** A part of a compound name: a run of letters or digits, a capital starting a new one ({@code getRemoteAddr}). */
    private static final Pattern PART = Pattern.compile("\\p{Lu}?\\p{Ll}+|\\p{Lu}+(?!\\p{Ll})|\\p{N}+");

    private UnknownNames() {
    }

    /** The question's identifiers, names and rare nouns that no chunk of the collection mentions, as written. */
    public static List<String> of(String question, TextAnalyzer analyzer, Lexicon lexicon, GraphView view) {
        List<Asked> asked = asked(question, analyzer, lexicon);
        Set<String> all = new LinkedHashSet<>();
        asked.forEach(name -> all.addAll(name.keys()));
        Map<String, Integer> held = view.termChunkCounts(all);
        return asked.stream().filter(name -> name.keys().stream().noneMatch(held::containsKey))
                .map(Asked::written).toList();
    }

    /** A name as the question writes it, and the index terms of which one, held by a chunk, makes it known. */
    record Asked(String written, List<String> keys) {
    }

    /** The identifiers, module specifiers, names and rare nouns the question asks about. */
    static List<Asked> asked(String question, TextAnalyzer analyzer, Lexicon lexicon) {
        Map<String, List<String>> forms = new LinkedHashMap<>();
        Map<String, String> written = new LinkedHashMap<>();
        for (String identifier : Identifiers.in(question)) {
            if (isHostName(identifier)) {
                continue;
            }
            written.put(identifier, writtenAs(question, identifier));
            forms.put(identifier, withHeads(identifier, written.get(identifier)));
        }
        for (Identifiers.Specifier specifier : Identifiers.specifiers(question)) {
            // A module is known when the collection writes its name ("node:fs" is documented as "fs"); a name
            // the index keeps no term of (too short, a stop word) cannot be checked.
            List<String> terms = analyzer.terms(specifier.module()).stream()
                    .filter(term -> term.length() >= MIN_CHARS).toList();
            if (!terms.isEmpty()) {
                String key = specifier.text().toLowerCase(Locale.ROOT);
                written.putIfAbsent(key, specifier.text());
                forms.putIfAbsent(key, terms);
                // The module is asked about as the specifier's ("blog:post_detail" names a URL of the
                // user's "blog" namespace, not a post_detail of the documents'): not as an identifier of its own.
                forms.remove(Identifiers.key(specifier.module()));
            }
        }
        List<Word> words = analyzer.words(question);
        for (int i = 0; i < words.size(); i++) {
            Word word = words.get(i);
            boolean capitalized = i > 0 && Character.isUpperCase(word.text().codePointAt(0));
            boolean named = word.tag().startsWith("PROPN") || capitalized;
            if ((named || word.tag().startsWith("NOUN")) && word.text().chars().allMatch(Character::isLetter)) {
                // Folded as the index folds it ("Jiménez" is stored as "jimenez").
                for (String term : analyzer.terms(word.text())) {
                    if (term.length() >= MIN_CHARS && !QueryRouter.namesTheCollection(term)
                            && (named || isRare(term, lexicon))) {
                        forms.putIfAbsent(term, inflections(term));
                        written.putIfAbsent(term, word.text());
                    }
                }
            }
        }
        return forms.entrySet().stream().map(key -> new Asked(written.get(key.getKey()), key.getValue())).toList();
    }

    /** Whether no inflection of {@code term} is a common word: "annotations" is rare, "processes" is "process". */
    static boolean isRare(String term, Lexicon lexicon) {
        return inflections(term).stream().noneMatch(lexicon::holds);
    }

    /**
     * An identifier's key and the keys of its heads: a compound name's last parts name the thing, the first
     * ones qualify it ({@code request.getRemoteAddr} is the remote address of a request; {@code www.example.com}
     * a host of {@code example.com}). A head of two parts or more that holds at least half the name's letters,
     * joined as the question joins them ({@code remoteAddr}), is what the collection writes about when it
     * writes the head: the question names a thing the documents cover, seen through the user's code or example.
     * Joined otherwise it is another system's name ({@code server.servlet.session.timeout}, a Spring property,
     * is not Tomcat's {@code sessionTimeout}).
     */
    static List<String> withHeads(String key, String writtenAs) {
        List<Integer> starts = new ArrayList<>();
        List<Integer> lengths = new ArrayList<>();
        Matcher part = PART.matcher(writtenAs);
        while (part.find()) {
            starts.add(part.start());
            lengths.add(part.end() - part.start());
        }
        int letters = lengths.stream().mapToInt(Integer::intValue).sum();
        Set<String> keys = new LinkedHashSet<>(List.of(key));
        int headLetters = 0;
        for (int from = starts.size() - 1; from >= 1; from--) {
            headLetters += lengths.get(from);
            if (from <= starts.size() - 2 && 2 * headLetters >= letters) {
                keys.add(writtenAs.substring(starts.get(from)).toLowerCase(Locale.ROOT));
            }
        }
        return List.copyOf(keys);
    }

    /**
     * Whether an identifier's key is a host name: {@code www.} and a domain, or a domain under a generic top-level
     * domain or one reserved for examples (RFC 2606: {@code example.com}, {@code .test}). A host is where the
     * user's own site or service lives ("a second domain name such as www.example.com"): the documents explain
     * how to serve one, they do not list it, so its absence says nothing of what they cover. Country codes are
     * not read as top-level domains: they spell file suffixes ({@code os.py}, {@code index.md}).
     */
    static boolean isHostName(String key) {
        return HOST_NAME.matcher(key).matches();
    }

    /** A name's parts as words: "SameSite" is "Same Site", {@code request.getRemoteAddr} "request get Remote Addr". */
    public static String spelledApart(String name) {
        List<String> parts = new ArrayList<>();
        Matcher part = PART.matcher(name);
        while (part.find()) {
            parts.add(part.group());
        }
        return String.join(" ", parts);
    }

    /** The question's own spelling of an identifier's lower-case key ({@code org.sqlite.JDBC}). */
    private static String writtenAs(String question, String key) {
        int at = question.toLowerCase(Locale.ROOT).indexOf(key);
        return at >= 0 ? question.substring(at, at + key.length()) : key;
    }

    /**
     * The names of {@code unknown} but the module specifiers of a scheme that no {@code nearby} chunk writes
     * specifiers of: a collection that writes {@code node:fs} documents the modules of {@code node:}, and one it
     * never names is not among them; a scheme it never writes ({@code shop:cart}, a URL name the user's
     * application defines) is the user's own naming, which says nothing of what the documents cover.
     */
    public static List<String> withDocumentedSchemes(List<String> unknown, Collection<IndexedChunk> nearby) {
        return unknown.stream().filter(name -> Identifiers.specifiers(name).stream().allMatch(specifier ->
                nearby.stream().anyMatch(chunk -> writesScheme(chunk.chunk().text(), specifier.scheme())))).toList();
    }

    /** Whether {@code text} writes a specifier of {@code scheme}: the scheme, a colon and a letter. */
    static boolean writesScheme(String text, String scheme) {
        return Identifiers.specifiers(text).stream().anyMatch(specifier -> specifier.scheme().equals(scheme));
    }

    /**
     * The names of {@code unknown} that {@code nearby} chunks (the best-ranked for the question) neither write
     * ({@link #writes}), nor write as two words ({@link #writesApart}), nor hold a word of that they may misspell: "Brittish" is "British", one letter off; "InnoDB" is no word of a SQLite page. A name of
     * five letters or more may be one edit off (a letter added, dropped, changed, or two swapped), of nine or
     * more two: shorter names are too close to too many words.
     */
    public static List<String> withoutMisspellings(List<String> unknown, Collection<IndexedChunk> nearby,
                                                   TextAnalyzer analyzer) {
        Set<String> words = new HashSet<>();
        nearby.forEach(chunk -> words.addAll(chunk.termFrequencies().keySet()));
        return unknown.stream().filter(name -> nearby.stream().noneMatch(chunk -> writes(chunk.chunk().text(), name)
                        || writesApart(chunk.chunk().text(), name)))
                .filter(name -> analyzer.terms(name).stream().anyMatch(term -> {
            int allowed = term.length() >= 9 ? 2 : term.length() >= 5 ? 1 : 0;
            return allowed == 0 || words.stream().noneMatch(w -> Math.abs(w.length() - term.length()) <= allowed
                    && EditDistance.atMost(term, w, allowed));
        })).toList();
    }

    /**
     * Whether {@code text} writes {@code name}, in any case, as a whole word or as the first part of a longer name
     * ("SameSite" in {@code sameSiteCookies}, "request.getRemoteAddr" before "()", "www.example.com" inside a
     * URL): the index splits such text into other terms than the question's, and the name is not unknown.
     */
    static boolean writes(String text, String name) {
        String lower = text.toLowerCase(Locale.ROOT);
        String wanted = name.toLowerCase(Locale.ROOT);
        if (lower.length() != text.length()) {
            return false; // a letter changed length in lower case: offsets would not line up; the index decides
        }
        for (int at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
            int end = at + wanted.length();
            boolean starts = at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1));
            boolean ends = end == text.length() || !(Character.isLowerCase(text.charAt(end))
                    || Character.isDigit(text.charAt(end)));
            if (starts && ends) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code text} writes {@code name}, a word of five letters or more, as two words or hyphenated: a
     * question's "timeout", "login" or "standby" is the "time-out", "log in" or "stand by" of a text that never
     * writes it whole. Each part has two letters at least.
     */
    static boolean writesApart(String text, String name) {
        if (name.length() < 5 || !name.chars().allMatch(Character::isLetter)) {
            return false;
        }
        List<String> splits = new ArrayList<>();
        for (int at = 2; at <= name.length() - 2; at++) {
            splits.add(Pattern.quote(name.substring(0, at)) + "[ -]" + Pattern.quote(name.substring(at)));
        }
        return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + String.join("|", splits) + ")(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE).matcher(text).find();
    }

    /** A word and its regular English plural or singular: "replays", "replay"; "bodies", "body". */
    static List<String> inflections(String word) {
        Set<String> forms = new LinkedHashSet<>(List.of(word));
        if (word.endsWith("ies") && word.length() > 4) {
            forms.add(word.substring(0, word.length() - 3) + "y");
        } else if (word.endsWith("es") && word.length() > 3) {
            forms.add(word.substring(0, word.length() - 2));
            forms.add(word.substring(0, word.length() - 1));
        } else if (word.endsWith("s") && word.length() > 3) {
            forms.add(word.substring(0, word.length() - 1));
        } else if (word.endsWith("y") && word.length() > 3) {
            forms.add(word.substring(0, word.length() - 1) + "ies");
        } else {
            forms.add(word + "s");
            forms.add(word + "es");
        }
        return List.copyOf(forms);
    }
}
