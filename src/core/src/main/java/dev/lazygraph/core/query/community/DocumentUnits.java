package dev.lazygraph.core.query.community;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The units a person recognises in a collection of files: documents whose names differ only by a part number or
 * suffix ("Show_EP-07_Ada_Lovelace-part3.txt", "...-part11.txt") are parts of one (an episode, a meeting, a
 * report), named by what sets its name apart from the others' ("Ada Lovelace"): no extension, no part marker, no
 * number, none of the words that many of the collection's names share (the show's or the series' name,
 * "Transcript") and none that numbers several of them ("Episode 29", "Episode 30"), which name the collection, not
 * the unit.
 */
public final class DocumentUnits {
    /** A name word on at least this share of the units' names (and on {@value #MIN_UNITS} at least) names the collection. */
    static final double SHARED_WORD_SHARE = 0.2;
    static final int MIN_UNITS = 3;
    /** A word before a number in this many names numbers them ("Episode 29", "Episode 30"): a scheme, not a name. */
    static final int NUMBERING_UNITS = 2;
    /** A name word this long found inside a longer word is that name glued to others, not a word that holds it. */
    static final int GLUED_NAME_WORD = 5;

    private static final Pattern FOLDER = Pattern.compile("^.*/");
    private static final Pattern EXTENSION = Pattern.compile("\\.[A-Za-z0-9]{1,5}$");
    /** A trailing part marker: "-part11", " part 3", "_p2", " (1)", "-2". */
    private static final Pattern PART = Pattern.compile(
            "(?i)([\\s_.-]*(part|pt|p)[\\s_.-]*\\d+|\\s*\\(\\d+\\)|[\\s_.-]+\\d{1,3})$");
    private static final Pattern CAMEL = Pattern.compile("(?<=\\p{Ll})(?=\\p{Lu})");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s_\\-.,()\\[\\]]+");
    private static final Pattern NUMBERED = Pattern.compile("^\\p{L}{0,3}\\d+\\p{L}{0,2}$");

    private final Map<String, String> unitByKey;
    private final Map<String, String> nameByUnit;
    private Set<String> nameWords;

    private DocumentUnits(Map<String, String> unitByKey, Map<String, String> nameByUnit) {
        this.unitByKey = unitByKey;
        this.nameByUnit = nameByUnit;
    }

    /** The units of the documents with these keys (paths or file names). */
    public static DocumentUnits of(Collection<String> documentKeys) {
        Map<String, String> unitByKey = new LinkedHashMap<>();
        Map<String, List<String>> wordsByUnit = new LinkedHashMap<>();
        for (String key : documentKeys) {
            String unit = unitOf(key);
            unitByKey.put(key, unit);
            wordsByUnit.computeIfAbsent(unit, DocumentUnits::words);
        }
        Map<String, Integer> unitsByWord = new HashMap<>();
        Map<String, Integer> numberingByWord = new HashMap<>();
        for (List<String> words : wordsByUnit.values()) {
            new HashSet<>(lower(words)).forEach(w -> unitsByWord.merge(w, 1, Integer::sum));
            Set<String> numbering = new HashSet<>();
            for (int i = 0; i + 1 < words.size(); i++) {
                if (NUMBERED.matcher(words.get(i + 1)).matches()) {
                    numbering.add(words.get(i).toLowerCase(Locale.ROOT));
                }
            }
            numbering.forEach(w -> numberingByWord.merge(w, 1, Integer::sum));
        }
        int shared = (int) Math.max(MIN_UNITS, Math.ceil(SHARED_WORD_SHARE * wordsByUnit.size()));
        Map<String, String> nameByUnit = new HashMap<>();
        wordsByUnit.forEach((unit, words) -> {
            List<String> own = words.stream()
                    .filter(w -> unitsByWord.get(w.toLowerCase(Locale.ROOT)) < shared && !NUMBERED.matcher(w).matches()
                            && numberingByWord.getOrDefault(w.toLowerCase(Locale.ROOT), 0) < NUMBERING_UNITS)
                    .toList();
            nameByUnit.put(unit, own.isEmpty() ? String.join(" ", words) : String.join(" ", own));
        });
        return new DocumentUnits(unitByKey, nameByUnit);
    }

    /** The unit a document is part of (the document alone when its name has no part marker). */
    public String unit(String documentKey) {
        return unitByKey.getOrDefault(documentKey, unitOf(documentKey));
    }

    /** The unit's name as a reader knows it: the words of its file name that are its own. */
    public String name(String unit) {
        return nameByUnit.getOrDefault(unit, String.join(" ", words(unit)));
    }

    /**
     * Every word of the documents' file names, lower case, both as written ("stevenpinker", "part11") and split at
     * case changes: a concept made only of these is a file name quoted in the text, not a subject.
     */
    public Set<String> nameWords() {
        if (nameWords != null) {
            return nameWords;
        }
        Set<String> words = new HashSet<>();
        for (String key : unitByKey.keySet()) {
            String name = FOLDER.matcher(key).replaceFirst("");
            words.addAll(lower(List.of(SEPARATORS.split(name))));
            words.addAll(lower(words(name)));
        }
        words.remove("");
        nameWords = Set.copyOf(words);
        return nameWords;
    }

    /**
     * Whether {@code phrase} (a concept) quotes a file name: one of its words is a word of the documents' names
     * ({@link #nameWords}), or holds one of at least {@value #GLUED_NAME_WORD} letters glued to others, as a name
     * read from a text's first line comes ("11rafaelmorenotxt"). The label names the units already; such a concept
     * says which file, not what about.
     */
    public boolean quotesAFileName(String phrase) {
        Set<String> nameWords = nameWords();
        for (String word : phrase.toLowerCase(Locale.ROOT).split("\\s+")) {
            String letters = word.replaceAll("[^\\p{L}\\p{N}]", "");
            if (nameWords.contains(word) || nameWords.contains(letters) || nameWords.stream()
                    .anyMatch(n -> n.length() >= GLUED_NAME_WORD && !n.equals(letters) && letters.contains(n))) {
                return true;
            }
        }
        return false;
    }

    /** Whether some of the documents are parts of a unit: their names carry a part marker. */
    public boolean split() {
        return unitByKey.entrySet().stream()
                .anyMatch(e -> !e.getValue().equals(EXTENSION.matcher(e.getKey()).replaceFirst("")));
    }

    static String unitOf(String documentKey) {
        String name = EXTENSION.matcher(documentKey).replaceFirst("");
        String withoutPart = PART.matcher(name).replaceFirst("");
        return withoutPart.isBlank() ? name : withoutPart;
    }

    private static List<String> words(String unit) {
        String name = FOLDER.matcher(unit).replaceFirst("");
        List<String> words = new ArrayList<>();
        for (String word : SEPARATORS.split(CAMEL.matcher(name).replaceAll(" "))) {
            if (!word.isBlank()) {
                words.add(word);
            }
        }
        return words;
    }

    private static List<String> lower(List<String> words) {
        return words.stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
    }
}
