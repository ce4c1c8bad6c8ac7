package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.nlp.ConceptMention;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The sentences of a chunk as an answer can quote them: each alone, except that a sentence opening with a
 * personal pronoun ("She designed the camera.") cannot be read alone, so it is quoted together with the
 * sentence before it in the chunk when that one names someone or something the pronoun can stand for. The
 * quote is the document's text from the start of the first sentence to the end of the second, never
 * rewritten, so one citation by offsets covers it.
 */
final class Quotes {
    /** English personal and possessive pronouns that open a sentence about something named before. */
    private static final Pattern OPENS_WITH_PRONOUN = Pattern.compile(
            "^[\"“'‘(]?(?:he|she|it|they|his|her|its|their|him|them)\\b", Pattern.CASE_INSENSITIVE);
    /**
     * A demonstrative that opens a sentence ("These index types...", "This means...", "Such a table...") points
     * back at the sentence before it, whatever that one names; "This page" and its like point at the document.
     */
    private static final Pattern OPENS_WITH_DEMONSTRATIVE = Pattern.compile(
            "^[\"“'‘(]?(?:this|these|that|those|such)\\b(?!\\s+(?:page|document|section|chapter|article|manual"
                    + "|guide|site|book|tutorial)\\b)", Pattern.CASE_INSENSITIVE);

    /** A statement ends like a sentence; a heading, a list label or a link's text does not. */
    private static final Pattern STATEMENT = Pattern.compile("[.!?][\"”’')\\]]*$");
    /** A line this short that does not end like a sentence is a label ("Other command-line tools"), not a claim. */
    private static final int LABEL_WORDS = 6;

    /**
     * @param sentence       the quoted span
     * @param withAntecedent whether it joins a pronoun's sentence to the sentence before it
     */
    record Quote(Sentence sentence, boolean withAntecedent) {
        /** Whether it ends like a sentence. */
        boolean isStatement() {
            return STATEMENT.matcher(sentence.text()).find();
        }

        /** Whether it is a short line that does not end like a sentence: a heading, a list label, a link. */
        boolean isLabel() {
            return !isStatement() && sentence.text().strip().split("\\s+").length < LABEL_WORDS;
        }

        /** Whether a reader can tell what it is about: it opens with no pronoun, or with its antecedent. */
        boolean standsAlone() {
            return withAntecedent || !(opensWithPronoun(sentence.text())
                    || OPENS_WITH_DEMONSTRATIVE.matcher(sentence.text()).find());
        }
    }

    private final TextAnalyzer analyzer;

    Quotes(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
    }

    /** The quotes of {@code chunk}, one per sentence, in order. */
    List<Quote> of(Chunk chunk) {
        List<Quote> quotes = new ArrayList<>();
        for (Sentence sentence : Sentence.of(chunk, analyzer)) {
            Sentence before = quotes.isEmpty() ? null : quotes.get(quotes.size() - 1).sentence();
            boolean pointsBack = before != null && (OPENS_WITH_DEMONSTRATIVE.matcher(sentence.text()).find()
                    || (opensWithPronoun(sentence.text()) && namesSomething(before)));
            if (pointsBack && sameParagraph(chunk, before, sentence)) {
                quotes.add(new Quote(joined(chunk, before, sentence), true));
            } else {
                quotes.add(new Quote(sentence, false));
            }
        }
        return quotes;
    }

    /** No blank line between the two: a sentence points back within its paragraph, not across a heading. */
    private static boolean sameParagraph(Chunk chunk, Sentence first, Sentence second) {
        return !chunk.text().substring(first.end() - chunk.start(), second.start() - chunk.start()).contains("\n\n");
    }

    /** Whether {@code sentence} opens with a pronoun standing for something named before it. */
    private static boolean opensWithPronoun(String sentence) {
        return OPENS_WITH_PRONOUN.matcher(sentence).find();
    }

    private boolean namesSomething(Sentence sentence) {
        return analyzer.conceptMentions(sentence.text()).stream().anyMatch(ConceptMention::name);
    }

    private Sentence joined(Chunk chunk, Sentence first, Sentence second) {
        String raw = chunk.text().substring(first.start() - chunk.start(), second.end() - chunk.start());
        return new Sentence(chunk, first.start(), second.end(), Sentence.display(raw), analyzer.terms(raw));
    }
}
