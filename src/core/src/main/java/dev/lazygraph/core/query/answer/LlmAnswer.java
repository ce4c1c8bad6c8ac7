package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.ContextTokens;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.Prompts;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.passage.Passage;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.passage.RankedPassage;
import dev.lazygraph.core.query.passage.TextCopies;
import dev.lazygraph.core.summary.CachedCompletions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The answer written by the LLM in one call, from the summaries and the best passages, within what the plan
 * gives the {@link Stage#ANSWER} stage, so the answer's budget is a budget and not a threshold, and within
 * {@value #CONTEXT_TOKENS} tokens of question and material however large that share is. The room is
 * spent on whole passages, best first: the quote's passages, then the top chunks' further passages ({@link
 * Evidence#inReadingOrder}). A passage is a paragraph of whole
 * sentences, so the sentence that answers reaches the model with the sentences that say what it is about.
 * A passage the site repeats on its pages, or that mostly copies one already taken ({@link TextCopies}), is
 * left out: it would hold no answer the context does not hold. The passages taken are shown chunk by chunk,
 * in the order of each chunk's best passage, each under the heading or term it stands under. The model may
 * reply {@value #NOT_FOUND_REPLY} when the material does not answer the question.
 */
public final class LlmAnswer {
    /** What the answer prompt asks the LLM to reply when the material holds no answer. */
    static final String NOT_FOUND_REPLY = "NOT FOUND";
    /**
     * The most tokens the answer prompt's question, summaries and passages may take ({@link ContextTokens}),
     * whatever the stage's share: about ten passages of a hundred words, where the answers of a manual's
     * questions are found as often as they will be; code-heavy passages count more tokens per character.
     */
    static final int CONTEXT_TOKENS = 1_600;
    /** The most of {@link #CONTEXT_TOKENS} the community summaries may take, so passages keep three quarters. */
    static final int SUMMARY_TOKENS = CONTEXT_TOKENS / 4;
    /** The longest answer the LLM may write. */
    static final int ANSWER_TOKENS = 500;
    private static final String WIDEST_MARKER = "999";

    private final String basicSystem;
    private final String withSummariesSystem;

    public LlmAnswer() {
        this.basicSystem = system("");
        this.withSummariesSystem = system(" and summaries");
    }

    private static String system(String andSummaries) {
        return Prompts.system("answer", Map.of("and_summaries", andSummaries, "not_found", NOT_FOUND_REPLY));
    }

    /** The answer, or empty when the LLM failed, timed out or the stage's share cannot pay for a prompt. */
    public Optional<Draft> write(Route route, Evidence evidence, CachedCompletions llm) {
        return writeWithin(route, evidence.withCommunities(summarized(evidence.communities())), llm);
    }

    /**
     * The summaries best first that fit in {@value #SUMMARY_TOKENS} tokens together ({@link ContextTokens}), a
     * longer one passed over for a shorter: without a share of their own they could take the whole context (a
     * Tomcat question's question and summaries counted 1,780 tokens and left no room for a passage), while the
     * passages hold the sentences that answer.
     */
    static List<SummarizedCommunity> summarized(List<SummarizedCommunity> communities) {
        List<SummarizedCommunity> kept = new ArrayList<>();
        int used = 0;
        for (SummarizedCommunity community : communities) {
            int tokens = ContextTokens.count(QuotedData.quote("summary " + community.community().id(),
                    community.summary().text()) + '\n');
            if (used + tokens <= SUMMARY_TOKENS) {
                kept.add(community);
                used += tokens;
            }
        }
        return kept;
    }

    private Optional<Draft> writeWithin(Route route, Evidence evidence, CachedCompletions llm) {
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
        Map<IndexedChunk, List<Passage>> taken = packed(evidence, user.toString(), room);
        taken.forEach((chunk, passages) -> {
            read.add(chunk.chunk());
            user.append(QuotedData.quote(String.valueOf(cites.cite(chunk.chunk())), text(passages))).append('\n');
        });
        LlmSession.Reply reply = llm.complete(new CachedCompletions.Request(
                new Prompt(Stage.ANSWER, system, user.toString(), ANSWER_TOKENS), read));
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
     * The passages that fit in {@code room} tokens after {@code prefix}, and with it in {@link #CONTEXT_TOKENS}
     * tokens ({@link ContextTokens}), best first, grouped by chunk in the order of each chunk's best passage; a
     * passage that does not fit is passed over for a shorter one. A trial recounts only the block of the chunk it
     * adds to: a block ends with its closing tag and a line break, where the encoding never merges across
     * ({@code ContextTokensTest}), so the prompt's count is the sum of its parts'.
     */
    private static Map<IndexedChunk, List<Passage>> packed(Evidence evidence, String prefix, int room) {
        Map<IndexedChunk, List<Passage>> taken = new LinkedHashMap<>();
        Map<IndexedChunk, Integer> blockTokens = new HashMap<>();
        TextCopies copies = new TextCopies();
        int used = LlmSession.estimateTokens(prefix);
        int context = ContextTokens.count(prefix);
        for (RankedPassage ranked : evidence.inReadingOrder()) {
            Passage passage = ranked.passage();
            Chunk chunk = passage.chunk().chunk();
            if (evidence.repeats().covers(chunk, chunk.start() + passage.start(), chunk.start() + passage.end())
                    || copies.isCopy(passage.text())) {
                continue;
            }
            Map<IndexedChunk, List<Passage>> trial = new LinkedHashMap<>();
            taken.forEach((c, list) -> trial.put(c, new ArrayList<>(list)));
            List<Passage> grown = trial.computeIfAbsent(passage.chunk(), c -> new ArrayList<>());
            grown.add(passage);
            int before = blockTokens.getOrDefault(passage.chunk(), 0);
            int after = ContextTokens.count(block(grown));
            if (used + LlmSession.estimateTokens(blocks(trial)) <= room && context - before + after <= CONTEXT_TOKENS) {
                taken = trial;
                blockTokens.put(passage.chunk(), after);
                context += after - before;
                copies.add(passage.text());
            }
        }
        return taken;
    }

    /** The passages as the prompt quotes them, each chunk under the widest marker it could get, so what fits here fits once numbered. */
    private static String blocks(Map<IndexedChunk, List<Passage>> taken) {
        StringBuilder b = new StringBuilder();
        taken.values().forEach(passages -> b.append(block(passages)));
        return b.toString();
    }

    private static String block(List<Passage> passages) {
        return QuotedData.quote(WIDEST_MARKER, text(passages)) + '\n';
    }

    /**
     * A chunk's passages in text order, joined by an ellipsis where text between them is left out; each under
     * its heading or term when it does not start with it and the passage before stood under another.
     */
    static String text(List<Passage> passages) {
        StringBuilder text = new StringBuilder();
        String previousLabel = "";
        int previousEnd = -1;
        for (Passage passage : passages.stream().sorted(Comparator.comparingInt(Passage::start)).toList()) {
            if (previousEnd >= 0) {
                text.append(passage.start() <= previousEnd ? " " : " \u2026 ");
            }
            String label = passage.label();
            if (!label.isEmpty() && !label.equals(previousLabel) && !passage.text().startsWith(label)) {
                text.append(TitlePrefix.of(label));
            }
            text.append(passage.text());
            previousLabel = label;
            previousEnd = passage.end();
        }
        return text.toString();
    }
}
