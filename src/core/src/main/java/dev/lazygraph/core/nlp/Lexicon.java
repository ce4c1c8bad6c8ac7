package dev.lazygraph.core.nlp;

/**
 * The common words of a language, as a model that learnt it from a broad corpus keeps them: a lower-case word it
 * does not hold ("gunicorn", "flarnix") is rare in English text — a product's or tool's name, or a term of art —
 * while one it holds ("folder", "database") is a word anyone may use for what the documents describe.
 */
public interface Lexicon {
    /** Takes every word for a common one, so that no word is read as a name for its rarity: without a vocabulary. */
    Lexicon EVERY_WORD = word -> true;

    /** Whether {@code word}, in lower case, is a common word as a whole. */
    boolean holds(String word);
}
