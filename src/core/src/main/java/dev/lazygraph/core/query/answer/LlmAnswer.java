package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.Prompts;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.summary.CachedCompletions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The answer written by the LLM in one call, from the summaries and the best excerpts, within what the plan
 * gives the {@link Stage#ANSWER} stage: the excerpts go in best first while the prompt's worst case fits that
 * share, so the answer's budget is a budget and not a threshold. The model may reply {@value #NOT_FOUND_REPLY}
 * when the material does not answer the question.
 */
public final class LlmAnswer {
    /** What the answer prompt asks the LLM to reply when the material holds no answer. */
    static final String NOT_FOUND_REPLY = "NOT FOUND";
    /** The longest answer the LLM may write. */
    static final int ANSWER_TOKENS = 500;
    private static final String WIDEST_MARKER = "999";

    private final SentenceRanker sentences;
    private final int answerChunks;
    private final int excerptChars;
    private final String basicSystem;
    private final String withSummariesSystem;

    /**
     * @param answerChunks excerpts given to the LLM at most
     * @param excerptChars characters of a chunk's quotes the LLM reads at most (its first quote whole)
     */
    public LlmAnswer(TextAnalyzer analyzer, int answerChunks, int excerptChars) {
        this.sentences = new SentenceRanker(analyzer);
        this.answerChunks = answerChunks;
        this.excerptChars = excerptChars;
        this.basicSystem = system("");
        this.withSummariesSystem = system(" and summaries");
    }

    private static String system(String andSummaries) {
        return Prompts.system("answer", Map.of("and_summaries", andSummaries, "not_found", NOT_FOUND_REPLY));
    }

    /** The answer, or empty when the LLM failed, timed out or the stage's share cannot pay for a prompt. */
    public Optional<Draft> write(Route route, Evidence evidence, CachedCompletions llm) {
        CitationList cites = new CitationList();
        List<Chunk> read = new ArrayList<>(evidence.summarySources());
        List<CommunityUse> uses = evidence.uses(cites);
        StringBuilder user = new StringBuilder("Question:\n").append(QuotedData.quote("question", evidence.question()));
        if (!uses.isEmpty()) {
            user.append("\n\nSummaries of the related parts of the collection:\n");
            for (CommunityUse use : uses) {
                user.append(QuotedData.quote("summary " + use.id(), use.summary())).append('\n');
            }
        }
        user.append("\n\nExcerpts:\n");
        String system = route == Route.BASIC ? basicSystem : withSummariesSystem;
        int room = llm.remaining(Stage.ANSWER) - LlmSession.estimateTokens(system) - ANSWER_TOKENS;
        Map<String, String> quotes = excerpts(evidence);
        for (IndexedChunk chunk : excerptChunks(evidence, quotes)) {
            Chunk c = chunk.chunk();
            String excerpt = quotes.getOrDefault(c.id(), evidence.excerpt().apply(c));
            // Measured with the widest marker it could get, so what fits here fits once numbered.
            if (LlmSession.estimateTokens(user + QuotedData.quote(WIDEST_MARKER, excerpt) + '\n') > room) {
                break;
            }
            read.add(c);
            user.append(QuotedData.quote(String.valueOf(cites.cite(c)), excerpt)).append('\n');
        }
        LlmSession.Reply reply = llm.complete(new CachedCompletions.Request(
                new Prompt(Stage.ANSWER.key(), system, user.toString(), ANSWER_TOKENS), read));
        if (!reply.completed() || reply.text().isBlank()) {
            return Optional.empty();
        }
        if (reply.text().strip().replaceAll("[.!\"']", "").equalsIgnoreCase(NOT_FOUND_REPLY)) {
            return Optional.of(new Draft(false, "Not found in these documents: the passages closest to the question "
                    + "do not answer it. They are listed as further sources.", cites.citations(), uses));
        }
        return Optional.of(new Draft(reply.text().trim(), cites.citations(), uses));
    }

    /**
     * The chunks the answering LLM reads, best first: the evidence's first {@code answerChunks} (the chunks found
     * relevant, then the top-ranked), the follow-ups (where the best quote leads), and up to half as many more
     * whose quotes answer the question best of the rest (in the order {@link #excerpts} ranked them): a passage
     * the ranking placed lower may hold the sentence that answers.
     */
    private List<IndexedChunk> excerptChunks(Evidence evidence, Map<String, String> quotes) {
        Map<String, IndexedChunk> all = new LinkedHashMap<>();
        evidence.chunks().forEach(c -> all.put(c.id(), c));
        evidence.quotable().forEach(c -> all.putIfAbsent(c.id(), c));
        Set<IndexedChunk> chosen = new LinkedHashSet<>(evidence.chunks().subList(0,
                Math.min(answerChunks, evidence.chunks().size())));
        chosen.addAll(evidence.followUps());
        quotes.keySet().stream().map(all::get).filter(c -> c != null && !chosen.contains(c))
                .limit(answerChunks / 2).toList().forEach(chosen::add);
        return List.copyOf(chosen);
    }

    /**
     * What the answering LLM reads of each chunk that has quotes for the question: its best quotes (as the
     * extractive answer ranks them, definition terms before their quotes) up to the excerpt length, in text
     * order. A chunk without any keeps its snippet.
     */
    private Map<String, String> excerpts(Evidence evidence) {
        Map<String, List<SentenceRanker.Pick>> byChunk = new LinkedHashMap<>();
        Map<String, Integer> length = new HashMap<>();
        for (SentenceRanker.Pick pick : sentences.ranked(evidence.quotable(), evidence.question(), evidence.weights(),
                evidence.repeats())) {
            String chunk = pick.sentence().chunk().id();
            int added = pick.sentence().text().length() + pick.label().map(l -> l.length() + 2).orElse(0);
            if (length.getOrDefault(chunk, 0) + added <= excerptChars || !length.containsKey(chunk)) {
                byChunk.computeIfAbsent(chunk, k -> new ArrayList<>()).add(pick);
                length.merge(chunk, added, Integer::sum);
            }
        }
        // In ranking order: the best-quoted chunks beyond the first ones are taken from its front.
        Map<String, String> excerpts = new LinkedHashMap<>();
        byChunk.forEach((chunk, picks) -> excerpts.put(chunk, String.join(" … ", picks.stream()
                .sorted(Comparator.comparingInt(p -> p.sentence().start()))
                .map(p -> p.label().map(l -> l + ": ").orElse("") + p.sentence().text()).toList())));
        return excerpts;
    }
}
