package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.passage.TextCopies;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The answer without an LLM: quotes of the ranked chunks, with {@code [n]} citation markers. The best quote,
 * the sentence after it when that one corrects or completes it ("However, ...", or the quote ends with a
 * colon), then the next best quotes while the answer stays within {@value #ANSWER_WORDS} words (the first
 * quote always, however long) and {@code answerSentences} quotes. A quote under a title it does not repeat
 * (a definition term, a heading) is shown after that title, once for quotes one after another under it. A quote that mostly repeats one taken (the same
 * sentence from a page and from a copy of it with markup: {@link TextCopies#ofSentences}) is passed over. The
 * quotes are {@link SentenceRanker}'s, by their words and, with an embedder, by their meaning too.
 */
public final class ExtractiveAnswer {
    /** What a reader takes in at a glance: an extractive answer quotes no more (but its first quote). */
    static final int ANSWER_WORDS = 80;

    private final SentenceRanker sentences;
    private final int answerSentences;

    /** @param embedder when present, a quote's closeness in meaning to the question ranks it too ({@link MeaningVotes}) */
    public ExtractiveAnswer(TextAnalyzer analyzer, int answerSentences, Optional<TextEmbedder> embedder) {
        this(new SentenceRanker(analyzer, embedder.map(MeaningVotes::new)), answerSentences);
    }

    ExtractiveAnswer(SentenceRanker sentences, int answerSentences) {
        this.sentences = sentences;
        this.answerSentences = answerSentences;
    }

    public Draft write(Evidence evidence) {
        List<SentenceRanker.Pick> ranked = sentences.ranked(evidence.quotable(), evidence.question(), evidence.weights(),
                evidence.repeats(), evidence::inQuotedPassages);
        List<SentenceRanker.Pick> chosen = new ArrayList<>();
        TextCopies quoted = TextCopies.ofSentences();
        int words = 0;
        for (SentenceRanker.Pick pick : ranked) {
            if (chosen.size() == answerSentences) {
                break;
            }
            if (chosen.stream().anyMatch(other -> SentenceRanker.overlap(other.sentence(), pick.sentence()))
                    || quoted.isCopy(pick.sentence().text())) {
                continue;
            }
            int added = words(pick, last(chosen));
            if (!chosen.isEmpty() && words + added > ANSWER_WORDS) {
                continue;
            }
            chosen.add(pick);
            quoted.add(pick.sentence().text());
            words += added;
            if (chosen.size() == 1) {
                Optional<SentenceRanker.Pick> completion = sentences.completion(pick);
                if (completion.isPresent() && words + words(completion.get(), pick) <= ANSWER_WORDS) {
                    chosen.add(completion.get());
                    quoted.add(completion.get().sentence().text());
                    words += words(completion.get(), pick);
                }
            }
        }
        CitationList cites = new CitationList();
        StringBuilder text = new StringBuilder();
        SentenceRanker.Pick previous = null;
        for (SentenceRanker.Pick pick : chosen) {
            shownLabel(pick, previous).ifPresent(label -> text.append(TitlePrefix.of(label)));
            previous = pick;
            text.append(CitationList.unmarked(pick.sentence().text())).append(" [").append(cites.cite(pick.sentence()))
                    .append("]\n");
        }
        // The summaries' sources are numbered after the quotes, as the list shows them.
        List<CommunityUse> uses = evidence.uses(cites);
        return new Draft(text.toString().trim(), cites.citations(), uses);
    }

    private static SentenceRanker.Pick last(List<SentenceRanker.Pick> chosen) {
        return chosen.isEmpty() ? null : chosen.get(chosen.size() - 1);
    }

    /**
     * The title a quote is shown under, unless the quote before it stands under the same one: a long signature
     * repeated on every line would take the words of the quotes that answer, and a reader sees it once.
     */
    private static Optional<String> shownLabel(SentenceRanker.Pick pick, SentenceRanker.Pick previous) {
        return pick.label().filter(label -> previous == null || !previous.label().equals(Optional.of(label)));
    }

    private static int words(SentenceRanker.Pick pick, SentenceRanker.Pick previous) {
        return (pick.sentence().text() + " " + shownLabel(pick, previous).orElse("")).strip().split("\\s+").length;
    }
}
