package dev.lazygraph.core.query.rank;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import dev.lazygraph.core.query.graph.Question;
import opennlp.tools.stemmer.snowball.SnowballStemmer;

/**
 * The relation a question asks about, read from its words other than the names it mentions, and how strongly
 * the words around a name in a passage express it. "Where was the director of Zorbla born?" asks for the name
 * that the passage about Zorbla puts in the director's role, "directed by Quentin Marlowe", not for the actors
 * it lists. A general grammar of English relation words, in three rules:
 * <ul>
 *   <li><b>the same word</b>, in any inflection or derivation: the question's words and the passage's are
 *       compared by their Porter stems with an agent suffix taken off, so "director" meets "directed",
 *       "performer" "performed", "founder" "founded";</li>
 *   <li><b>the agent of a passive</b>: an agent noun (ending in -er, -or, -ist: "composer", "author") is also
 *       expressed by "by" ("a ballet written by Johann Strauss", "a song by Pearl Jam"), but only in a passage
 *       that does not use the question's own word for some name: there "produced by" is not "directed by";</li>
 *   <li><b>kinship</b>: a kinship term is a chain of the primitive relations parent, child, spouse and sibling
 *       ("maternal grandfather" = the mother's father, "father-in-law" = the spouse's father), and the passage
 *       about the person names the first link: "his mother, Ann Lee", "the son of Paul Roe and Ann Lee"
 *       (a child word before "of" names the parent), "she married Tom Hale".</li>
 * </ul>
 * A question word expressed around a name counts by how much it singles the name out among the names of its
 * passage, {@code log((names + 1) / names expressing it)}, like a term's inverse document frequency over the
 * passage's mentions: "directed" before one name of eight says more than "film" before four of them. No
 * collection statistics are needed (a question's "directors" need not occur in the collection as written).
 */
final class RelationCues {
    /** The first link of a kinship chain, as the question asks it or as the passage states it. */
    enum Kin {
        MOTHER, FATHER, PARENT, CHILD, SPOUSE, SIBLING;

        /** What "X of NAME" makes NAME: "son of NAME" makes NAME a parent. */
        Kin inverse() {
            return switch (this) {
                case MOTHER, FATHER, PARENT -> CHILD;
                case CHILD -> PARENT;
                case SPOUSE, SIBLING -> this;
            };
        }

        /** The passage's link answers the question's: a parent of unknown sex may be the mother asked for. */
        boolean answeredBy(Kin stated) {
            return this == stated || (stated == PARENT && (this == MOTHER || this == FATHER))
                    || (this == PARENT && (stated == MOTHER || stated == FATHER));
        }
    }

    /** Kinship words of a question -> the first link of the chain they name. */
    private static final Map<String, Kin> ASKED_KIN = Map.ofEntries(
            Map.entry("mother", Kin.MOTHER), Map.entry("father", Kin.FATHER), Map.entry("parent", Kin.PARENT),
            Map.entry("parents", Kin.PARENT), Map.entry("maternal", Kin.MOTHER), Map.entry("paternal", Kin.FATHER),
            Map.entry("grandfather", Kin.PARENT), Map.entry("grandmother", Kin.PARENT),
            Map.entry("grandparent", Kin.PARENT), Map.entry("grandparents", Kin.PARENT), Map.entry("uncle", Kin.PARENT),
            Map.entry("aunt", Kin.PARENT), Map.entry("cousin", Kin.PARENT),
            Map.entry("son", Kin.CHILD), Map.entry("daughter", Kin.CHILD), Map.entry("child", Kin.CHILD),
            Map.entry("children", Kin.CHILD), Map.entry("grandson", Kin.CHILD), Map.entry("granddaughter", Kin.CHILD),
            Map.entry("grandchild", Kin.CHILD), Map.entry("husband", Kin.SPOUSE), Map.entry("wife", Kin.SPOUSE),
            Map.entry("spouse", Kin.SPOUSE), Map.entry("brother", Kin.SIBLING), Map.entry("sister", Kin.SIBLING),
            Map.entry("sibling", Kin.SIBLING), Map.entry("nephew", Kin.SIBLING), Map.entry("niece", Kin.SIBLING),
            Map.entry("stepmother", Kin.FATHER), Map.entry("stepfather", Kin.MOTHER), Map.entry("stepson", Kin.SPOUSE),
            Map.entry("stepdaughter", Kin.SPOUSE), Map.entry("stepchild", Kin.SPOUSE));
    /** Kinship words of a passage -> what they make the name they stand before ("his wife Ann"). */
    private static final Map<String, Kin> STATED_KIN = statedKin();
    /** "father-in-law", "sister-in-law": every in-law is reached through the spouse. */
    private static final Pattern IN_LAW = Pattern.compile("(\\p{L}+)-in-law", Pattern.CASE_INSENSITIVE);
    private static final Pattern NAME_WORD_BREAK = Pattern.compile("[ -]");
    private static final String[] AGENT_SUFFIXES = {"er", "or", "ist"};
    /** A stem as short as "lat" or "old" is an adjective's ("later", "older"), not a verb's. */
    private static final int MIN_AGENT_STEM = 4;

    private record Asked(String word, String stem, boolean agent, Kin kin) {
    }

    private final List<Asked> asked;
    private final Set<String> questionNames;
    private final SnowballStemmer stemmer;
    /** Context words stemmed so far: the chunks of one walk share most of their words. */
    private final Map<String, String> stemOf = new HashMap<>();

    private RelationCues(List<Asked> asked, Set<String> questionNames, SnowballStemmer stemmer) {
        this.asked = asked;
        this.questionNames = questionNames;
        this.stemmer = stemmer;
    }

    private static Map<String, Kin> statedKin() {
        Map<String, Kin> kin = new HashMap<>();
        for (String w : List.of("mother", "mothers")) {
            kin.put(w, Kin.MOTHER);
        }
        for (String w : List.of("father", "fathers")) {
            kin.put(w, Kin.FATHER);
        }
        for (String w : List.of("parent", "parents")) {
            kin.put(w, Kin.PARENT);
        }
        for (String w : List.of("son", "sons", "daughter", "daughters", "child", "children")) {
            kin.put(w, Kin.CHILD);
        }
        for (String w : List.of("wife", "wives", "husband", "husbands", "spouse", "spouses", "married", "marry",
                "marries", "widow", "widowed", "widower")) {
            kin.put(w, Kin.SPOUSE);
        }
        for (String w : List.of("brother", "brothers", "sister", "sisters", "sibling", "siblings")) {
            kin.put(w, Kin.SIBLING);
        }
        return Map.copyOf(kin);
    }

    /**
     * The relation words of a question: its terms but the words of the names it mentions (what it asks about,
     * not what it asks).
     */
    static RelationCues of(Question question) {
        Set<String> nameWords = new HashSet<>();
        question.names().forEach(name -> nameWords.addAll(List.of(NAME_WORD_BREAK.split(name))));
        SnowballStemmer stemmer = new SnowballStemmer(SnowballStemmer.ALGORITHM.ENGLISH);
        Set<String> inLaw = new HashSet<>();
        Matcher m = IN_LAW.matcher(question.text());
        while (m.find()) {
            inLaw.add(m.group(1).toLowerCase(Locale.ROOT));
        }
        Map<String, Asked> asked = new LinkedHashMap<>();
        for (String word : question.terms()) {
            if (nameWords.contains(word) || asked.containsKey(word)) {
                continue;
            }
            Kin kin = inLaw.contains(word) ? Kin.SPOUSE : ASKED_KIN.get(word);
            boolean agent = kin == null && isAgentNoun(word, stemmer);
            asked.put(word, new Asked(word, stem(stemmer, word), agent, kin));
        }
        return new RelationCues(List.copyOf(asked.values()), Set.copyOf(question.names()), stemmer);
    }

    boolean isEmpty() {
        return asked.isEmpty();
    }

    /**
     * @param contexts a chunk's names -> the context words of each mention ({@link MentionContexts})
     * @return each name expressing some of the asked relation -> the summed weight of the question words its
     *         mentions express; the question's own names are what the relation starts from, never where it leads
     */
    Map<String, Double> evidence(Map<String, List<List<String>>> contexts) {
        Set<String> stemsInChunk = new HashSet<>();
        Map<List<String>, Set<String>> stems = new HashMap<>();
        contexts.values().forEach(list -> list.forEach(context ->
                stemsInChunk.addAll(stems.computeIfAbsent(context, this::stems))));
        Map<String, Set<Asked>> expressed = new LinkedHashMap<>();
        Map<Asked, Integer> expressing = new HashMap<>();
        contexts.forEach((name, list) -> {
            Set<Asked> found = new HashSet<>();
            list.forEach(context -> found.addAll(expressed(context, stems.get(context), stemsInChunk)));
            if (!found.isEmpty()) {
                expressed.put(name, found);
                found.forEach(a -> expressing.merge(a, 1, Integer::sum));
            }
        });
        Map<String, Double> evidence = new LinkedHashMap<>();
        double names = contexts.size();
        expressed.forEach((name, found) -> {
            if (!questionNames.contains(name)) {
                evidence.put(name, found.stream().mapToDouble(a -> Math.log((names + 1) / expressing.get(a))).sum());
            }
        });
        return evidence;
    }

    /** The question words a mention's context expresses. */
    private List<Asked> expressed(List<String> context, Set<String> contextStems, Set<String> stemsInChunk) {
        Kin stated = statedKin(context);
        List<Asked> found = new ArrayList<>();
        for (Asked a : asked) {
            boolean sameWord = a.kin() == null && contextStems.contains(a.stem());
            boolean passiveAgent = a.agent() && !stemsInChunk.contains(a.stem()) && context.contains("by");
            boolean kin = a.kin() != null && stated != null && a.kin().answeredBy(stated);
            if (sameWord || passiveAgent || kin) {
                found.add(a);
            }
        }
        return found;
    }

    /**
     * The kinship the context gives its name: the last kinship word before it, turned round by a following "of"
     * ("the son of NAME" names a parent), or "born to NAME" (a parent).
     */
    private static Kin statedKin(List<String> context) {
        for (int i = context.size() - 1; i >= 0; i--) {
            if (i > 0 && context.get(i).equals("to") && context.get(i - 1).equals("born")) {
                return Kin.PARENT;
            }
            Kin kin = STATED_KIN.get(context.get(i));
            if (kin != null) {
                boolean of = i + 1 < context.size() && context.get(i + 1).equals("of");
                return of ? kin.inverse() : kin;
            }
        }
        return null;
    }

    private Set<String> stems(Collection<String> words) {
        Set<String> stems = new HashSet<>();
        for (String word : words) {
            stems.add(stemOf.computeIfAbsent(word, w -> stem(stemmer, w)));
        }
        return stems;
    }

    /** The Porter stem with an agent suffix taken off: "director", "directed" and "directs" give "direct". */
    private static String stem(SnowballStemmer stemmer, String word) {
        String stem = stemmer.stem(word).toString();
        String agent = agentStem(stem);
        return agent != null ? agent : stem;
    }

    private static String agentStem(String word) {
        for (String suffix : AGENT_SUFFIXES) {
            if (word.endsWith(suffix) && word.length() - suffix.length() >= MIN_AGENT_STEM) {
                return word.substring(0, word.length() - suffix.length());
            }
        }
        return null;
    }

    /**
     * "composer", "directors", "novelist": a noun of the one who does something, by its suffix; "earlier" and
     * the other comparatives of adjectives in -y end in -ier instead.
     */
    private static boolean isAgentNoun(String word, SnowballStemmer stemmer) {
        String singular = stemmer.stem(word).toString();
        return !word.endsWith("ier") && (agentStem(word) != null || agentStem(singular) != null);
    }
}
