package dev.lazygraph.core.nlp;

import java.util.Set;

/**
 * English stop words: NLTK's list (the usual BM25 reference) reduced to its alphanumeric entries, because
 * terms are split at apostrophes ("don't" gives "don" and "t", both listed). OpenNLP ships no stop list,
 * and this one is kept in code rather than as a resource so native images need no resource configuration.
 */
public final class EnglishStopWords {
    private static final Set<String> WORDS = Set.of(
            "i", "me", "my", "myself", "we", "our", "ours", "ourselves", "you", "your", "yours", "yourself",
            "yourselves", "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself",
            "they", "them", "their", "theirs", "themselves", "what", "which", "who", "whom", "this", "that",
            "these", "those", "am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had",
            "having", "do", "does", "did", "doing", "a", "an", "the", "and", "but", "if", "or", "because", "as",
            "until", "while", "of", "at", "by", "for", "with", "about", "against", "between", "into", "through",
            "during", "before", "after", "above", "below", "to", "from", "up", "down", "in", "out", "on", "off",
            "over", "under", "again", "further", "then", "once", "here", "there", "when", "where", "why", "how",
            "all", "any", "both", "each", "few", "more", "most", "other", "some", "such", "no", "nor", "not",
            "only", "own", "same", "so", "than", "too", "very", "s", "t", "can", "will", "just", "don", "should",
            "now", "d", "ll", "m", "o", "re", "ve", "y", "ain", "aren", "couldn", "didn", "doesn", "hadn",
            "hasn", "haven", "isn", "ma", "mightn", "mustn", "needn", "shan", "shouldn", "wasn", "weren", "won",
            "wouldn");

    private EnglishStopWords() {
    }

    /** @param lowerCaseWord a lower-cased word */
    public static boolean contains(String lowerCaseWord) {
        return WORDS.contains(lowerCaseWord);
    }
}
