package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.cache.RecentValues;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.nlp.ConceptKeys;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where a chunk's text names each of its names, and the words that give each mention its role in its clause:
 * the words since the previous name of the clause or the last comma ("directed by John Ford", "and his mother
 * was Ann Lee") with the word right after the name ("Varna state"); a
 * name listed right after another ("starring A, B and C") shares the words of the first; a name that opens its
 * clause takes the words after it ("John Ford directed the film"). These are the words a reader takes the
 * name's role from.
 *
 * <p>Written here because no parser or NER model for English is published on Maven Central and the stored
 * chunk keeps no mention offsets: the names are found by writing the text's words the way concept keys are
 * written ({@link ConceptKeys#word}), which costs no model and no read.
 */
final class MentionContexts {
    /** Words that only join the items of a list. */
    private static final Set<String> LIST_GLUE = Set.of("and", "or", "&");
    private static final Pattern BLANK_LINE = Pattern.compile("\\n\\s*\\n");
    private static final Pattern SPACE = Pattern.compile("\\s+");

    /**
     * Chunks whose contexts are kept: a chunk id names one revision's text, so what is kept never goes stale,
     * and a question reads the same first-hop chunks in its first and its follow-up search, the next question
     * many of them again (finding the contexts was the largest part of a served question's ranking on a large
     * collection). A few thousand chunks' contexts are a few MB.
     */
    private static final int RECENT_CHUNKS = 4096;
    private static final RecentValues<String, Map<String, List<List<String>>>> RECENT =
            new RecentValues<>(RECENT_CHUNKS);

    private MentionContexts() {
    }

    /** The contexts of the names {@code chunk} mentions ({@link #of(String, Collection)}), unmodifiable. */
    static Map<String, List<List<String>>> of(IndexedChunk chunk) {
        return RECENT.get(chunk.id(), id -> {
            List<String> names = new ArrayList<>();
            chunk.conceptCounts().forEach((concept, mentions) -> {
                if (Mentions.isName(mentions)) {
                    names.add(concept);
                }
            });
            return Collections.unmodifiableMap(of(chunk.chunk().text(), names));
        });
    }

    /** @param joined no punctuation stands between this word and the one before */
    private record Word(String text, int clause, boolean joined) {
    }

    private record Mention(String name, int start, int end) {
    }

    /**
     * @param text  a chunk's text
     * @param names concept keys of the names the chunk mentions
     * @return each name found in the text -> the context words of each of its mentions, in text order
     */
    static Map<String, List<List<String>>> of(String text, Collection<String> names) {
        List<Word> words = words(text);
        List<Mention> mentions = mentions(words, names);
        Map<String, List<List<String>>> contexts = new LinkedHashMap<>();
        Map<Mention, List<String>> contextOf = new HashMap<>();
        for (Mention m : mentions) {
            int clause = words.get(m.start()).clause();
            Mention previous = previous(mentions, m, words, clause);
            List<String> before = texts(words, phraseStart(words, previous != null ? previous.end()
                    : clauseStart(words, m.start()), m.start()), m.start());
            List<String> context;
            if (!before.isEmpty() && !LIST_GLUE.containsAll(before)) {
                context = before;
            } else if (previous != null) {
                context = contextOf.get(previous);
            } else {
                context = List.of();
            }
            contextOf.put(m, context);
            contexts.computeIfAbsent(m.name(), k -> new ArrayList<>()).add(context.isEmpty()
                    ? subjectContext(texts(words, m.end(), clauseEnd(words, m.end(), next(mentions, m))))
                    : withClassNoun(context, words, m, mentions));
        }
        return contexts;
    }

    /**
     * The context and the word right after the name when nothing separates them: English puts the kind of a
     * named thing there ("Maharashtra state", "the Hudson River valley"). Not inherited by the next name of a list.
     */
    private static List<String> withClassNoun(List<String> context, List<Word> words, Mention m,
                                              List<Mention> mentions) {
        if (m.end() >= words.size() || !words.get(m.end()).joined() || next(mentions, m) == m.end()
                || LIST_GLUE.contains(words.get(m.end()).text())) {
            return context;
        }
        List<String> extended = new ArrayList<>(context);
        extended.add(words.get(m.end()).text());
        return extended;
    }

    /**
     * The words after a name that opens its clause, up to a passive ("is a film directed by ..."): the verb
     * before "by" and what follows give the role of the name after "by", not of the subject.
     */
    private static List<String> subjectContext(List<String> following) {
        int by = following.indexOf("by");
        return by < 0 ? following : following.subList(0, Math.max(0, by - 1));
    }

    /**
     * Every occurrence of every name, by position; names may nest ("directed by Quidor Kacorven", which the
     * capitalized sentence start makes a name, holds "quidor kacorven"), and each occurrence is a mention.
     */
    private static List<Mention> mentions(List<Word> words, Collection<String> names) {
        Map<String, List<String[]>> byFirstWord = new HashMap<>();
        for (String name : names) {
            String[] parts = name.split(" ");
            byFirstWord.computeIfAbsent(parts[0], k -> new ArrayList<>()).add(parts);
        }
        List<Mention> mentions = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            for (String[] parts : byFirstWord.getOrDefault(words.get(i).text(), List.of())) {
                if (matches(words, i, parts)) {
                    mentions.add(new Mention(String.join(" ", parts), i, i + parts.length));
                }
            }
        }
        mentions.sort(Comparator.comparingInt(Mention::start).thenComparingInt(m -> -m.end())
                .thenComparing(Mention::name));
        return mentions;
    }

    /** The mention of the same clause that ends last before {@code m} starts, or null. */
    private static Mention previous(List<Mention> mentions, Mention m, List<Word> words, int clause) {
        Mention previous = null;
        for (Mention other : mentions) {
            if (other.end() <= m.start() && words.get(other.start()).clause() == clause
                    && (previous == null || other.end() > previous.end())) {
                previous = other;
            }
        }
        return previous;
    }

    /** Where the next mention after {@code m} starts (the text's end when none follows). */
    private static int next(List<Mention> mentions, Mention m) {
        int next = Integer.MAX_VALUE;
        for (Mention other : mentions) {
            if (other.start() >= m.end()) {
                next = Math.min(next, other.start());
            }
        }
        return next;
    }

    private static boolean matches(List<Word> words, int at, String[] parts) {
        if (at + parts.length > words.size()) {
            return false;
        }
        for (int k = 0; k < parts.length; k++) {
            if (!words.get(at + k).text().equals(parts[k])) {
                return false;
            }
        }
        return true;
    }

    /**
     * The text's words written as in concept keys, each with the number of its clause: a blank line, a
     * sentence stop, a colon or semicolon, or a bracket ends a clause. The stop after a single capital is an
     * initial's ("W. H. Auden") and ends nothing.
     */
    private static List<Word> words(String text) {
        List<Word> words = new ArrayList<>();
        for (String paragraph : BLANK_LINE.split(text)) {
            boolean clauseEnded = true;
            boolean punctuated = true;
            for (String raw : SPACE.split(paragraph.strip())) {
                int start = 0;
                int end = raw.length();
                while (start < end && !Character.isLetterOrDigit(raw.charAt(start))) {
                    clauseEnded |= endsClause(raw.charAt(start));
                    punctuated = true;
                    start++;
                }
                boolean endsAfter = false;
                boolean punctuatedAfter = false;
                while (end > start && !Character.isLetterOrDigit(raw.charAt(end - 1))) {
                    char c = raw.charAt(end - 1);
                    boolean initial = c == '.' && isInitial(raw, start, end - 1);
                    endsAfter |= endsClause(c) && !initial;
                    punctuatedAfter |= !initial;
                    end--;
                }
                String word = ConceptKeys.word(raw.substring(start, end));
                if (!word.isEmpty()) {
                    int clause = words.isEmpty() ? 0 : words.get(words.size() - 1).clause() + (clauseEnded ? 1 : 0);
                    words.add(new Word(word, clause, !punctuated));
                    clauseEnded = false;
                    punctuated = false;
                }
                clauseEnded |= endsAfter;
                punctuated |= punctuatedAfter;
            }
        }
        return words;
    }

    private static boolean endsClause(char c) {
        return ".;:!?()[]{}".indexOf(c) >= 0;
    }

    private static boolean isInitial(String raw, int start, int end) {
        return end - start == 1 && Character.isUpperCase(raw.charAt(start));
    }

    /** Where the words before a name start: after the last punctuation between {@code from} and the name. */
    private static int phraseStart(List<Word> words, int from, int name) {
        int start = from;
        for (int i = from + 1; i < name; i++) {
            if (!words.get(i).joined()) {
                start = i;
            }
        }
        return start;
    }

    private static int clauseStart(List<Word> words, int at) {
        int i = at;
        while (i > 0 && words.get(i - 1).clause() == words.get(at).clause()) {
            i--;
        }
        return i;
    }

    private static int clauseEnd(List<Word> words, int from, int limit) {
        if (from >= words.size()) {
            return from;
        }
        int clause = words.get(from - 1).clause();
        int i = from;
        while (i < limit && i < words.size() && words.get(i).clause() == clause) {
            i++;
        }
        return i;
    }

    private static List<String> texts(List<Word> words, int from, int to) {
        List<String> texts = new ArrayList<>(Math.max(0, to - from));
        for (int i = from; i < to; i++) {
            texts.add(words.get(i).text());
        }
        return texts;
    }
}
