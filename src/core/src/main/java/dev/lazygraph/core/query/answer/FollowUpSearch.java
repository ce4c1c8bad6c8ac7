package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.ConceptMention;
import dev.lazygraph.core.nlp.InflectionFolding;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The second hop of a question that spans two documents ("The AUTOINCREMENT page says an insert fails with a
 * particular error ... What is that error's numeric result code?"). The best quote of the first search
 * answers the part the question describes and names the bridge to the rest ("... will fail with an
 * SQLITE_FULL error"); a second search for what that quote says beyond the question's words (the bridge) and
 * for the question's words it leaves unanswered ("numeric", "result", "code") finds the passage of another
 * document that answers ("(13) SQLITE_FULL: The SQLITE_FULL result code indicates ..."). Iterative
 * retrieval of this kind (the best passage's text feeding the next query) is how multi-hop retrievers
 * bridge documents; here without a model, by the quote's terms. Only chunks of documents the first search
 * did not reach are added: the first hop's documents are already in the evidence.
 */
public final class FollowUpSearch {
    private final TextAnalyzer analyzer;
    private final ChunkRanker ranker;
    private final SentenceRanker sentences;
    private final int followUps;

    /** @param followUps chunks of new documents the second search adds at most */
    public FollowUpSearch(TextAnalyzer analyzer, ChunkRanker ranker, int followUps) {
        this.analyzer = analyzer;
        this.ranker = ranker;
        this.sentences = new SentenceRanker(analyzer);
        this.followUps = followUps;
    }

    /**
     * The chunks a second search from the best quote of {@code ranked} finds in documents {@code ranked} does
     * not reach, best first; none when the best quote adds nothing to the question's words.
     */
    public List<IndexedChunk> follow(GraphView view, String question, QuestionWeights weights,
                                     List<IndexedChunk> ranked, SiteRepeats repeats) {
        List<SentenceRanker.Pick> picks = sentences.ranked(ranked, question, weights, repeats);
        if (picks.isEmpty() || followUps == 0) {
            return List.of();
        }
        SentenceRanker.Pick best = picks.get(0);
        String quote = best.label().map(label -> label + ": ").orElse("") + best.sentence().text();
        Set<String> asked = new HashSet<>();
        weights.terms().forEach(term -> asked.add(InflectionFolding.fold(term)));
        List<String> quoteTerms = analyzer.terms(quote);
        Set<String> quoted = new HashSet<>();
        quoteTerms.forEach(term -> quoted.add(InflectionFolding.fold(term)));
        List<String> terms = new ArrayList<>();
        quoteTerms.stream().filter(term -> !asked.contains(InflectionFolding.fold(term))).forEach(terms::add);
        if (terms.isEmpty()) {
            return List.of();
        }
        analyzer.terms(question).stream().filter(term -> !quoted.contains(InflectionFolding.fold(term))).forEach(terms::add);
        Set<String> questionConcepts = new HashSet<>(analyzer.concepts(question));
        List<String> concepts = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (ConceptMention mention : analyzer.conceptMentions(quote)) {
            if (!questionConcepts.contains(mention.key())) {
                concepts.add(mention.key());
                if (mention.name()) {
                    names.add(mention.key());
                }
            }
        }
        Question followUp = new Question(quote, terms, concepts, List.copyOf(names));
        Set<String> reached = new HashSet<>();
        ranked.forEach(chunk -> reached.add(chunk.chunk().document().key()));
        List<RankedChunk> found = ranker.rank(view, followUp, RankingSignals.ALL, Math.max(10, 5 * followUps));
        Map<String, IndexedChunk> chunks = view.chunks(found.stream().map(RankedChunk::chunkId).toList());
        List<IndexedChunk> added = new ArrayList<>();
        for (RankedChunk hit : found) {
            IndexedChunk chunk = chunks.get(hit.chunkId());
            if (chunk != null && reached.add(chunk.chunk().document().key())) {
                added.add(chunk);
                if (added.size() == followUps) {
                    break;
                }
            }
        }
        return added;
    }
}
