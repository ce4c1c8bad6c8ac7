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
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.passage.RankedPassage;
import dev.lazygraph.core.query.passage.TextCopies;
import dev.lazygraph.core.summary.CachedCompletions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The answer written by the LLM in one call, from the summaries and the best passages, within what the plan
 * gives the {@link Stage#ANSWER} stage, so the answer's budget is a budget and not a threshold, and within
 * {@value #CONTEXT_TOKENS} tokens of question and material however large that share is. The room is
 * spent on whole passages, best first: the quote's passages, then the top chunks' further passages ({@link
 * Evidence#inReadingOrder}). A passage is a paragraph of whole
 * sentences, so the sentence that answers reaches the model with the sentences that say what it is about.
 * A passage the site repeats on its pages, or that mostly copies one already taken ({@link TextCopies}), is
 * left out: it would hold no answer the context does not hold; so is a summary's sentence that a passage taken
 * holds ({@link #unread}), and the room it frees goes to further passages. The passages taken are shown chunk by chunk,
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
    /** Where a summary's sentence ends: after its citation markers, before the next sentence. */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=\\[\\d{1,3}])\\s+(?!\\[)");

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
        String question = "Question:\n" + QuotedData.quote("question", evidence.question());
        String system = route == Route.BASIC ? basicSystem : withSummariesSystem;
        int room = llm.remaining(Stage.ANSWER) - LlmSession.estimateTokens(system) - ANSWER_TOKENS;
        List<Passage> order = evidence.inReadingOrder().stream().map(RankedPassage::passage).toList();
        Map<IndexedChunk, List<Passage>> first = packed(order, evidence.repeats(),
                prefix(question, uses.stream().map(u -> summaryBlock(u.id(), u.summary())).toList()), room);
        String prefix = prefix(question, unread(uses, first));
        // Packed again with the room the summaries' repeats freed: the first packing's passages first, so every
        // passage holding a summary's sentence left out is read, and further passages fill the freed room.
        Set<Passage> firstTaken = new HashSet<>();
        first.values().forEach(firstTaken::addAll);
        List<Passage> again = new ArrayList<>(order.stream().filter(firstTaken::contains).toList());
        again.addAll(order);
        Map<IndexedChunk, List<Passage>> taken = packed(again, evidence.repeats(), prefix, room);
        StringBuilder user = new StringBuilder(prefix);
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

    /** The prompt before the passages: the question, the summaries' blocks if any, and the excerpts' heading. */
    private static String prefix(String question, List<String> summaryBlocks) {
        StringBuilder prefix = new StringBuilder(question);
        if (!summaryBlocks.isEmpty()) {
            prefix.append("\n\nSummaries of the related parts of the collection:\n");
            summaryBlocks.forEach(prefix::append);
        }
        return prefix.append("\n\nExcerpts:\n").toString();
    }

    private static String summaryBlock(String id, String summary) {
        return QuotedData.quote("summary " + id, summary) + '\n';
    }

    /**
     * The summaries' blocks without the sentences the prompt already holds: a summary of a community is built
     * of sentences of its chunks, and on a manual about half of its words repeat a passage the context holds
     * (or a sentence of a summary before it), room a further passage could take. A sentence (a summary's piece
     * up to its citation markers) is left out when it is mostly a copy ({@link TextCopies}) of the passages
     * {@code taken} or of a sentence kept before it; a summary left with no sentence is left out whole. The
     * answer's summaries ({@link CommunityUse}) stay whole: this is what the LLM reads, not what a user sees.
     */
    static List<String> unread(List<CommunityUse> uses, Map<IndexedChunk, List<Passage>> taken) {
        TextCopies held = new TextCopies();
        taken.values().forEach(passages -> passages.forEach(p -> held.add(p.text())));
        List<String> blocks = new ArrayList<>();
        for (CommunityUse use : uses) {
            List<String> kept = new ArrayList<>();
            for (String sentence : SENTENCE_END.split(use.summary())) {
                String text = CitationList.unmarked(sentence);
                if (text.isEmpty() || !held.isCopy(text)) {
                    kept.add(sentence);
                    held.add(text);
                }
            }
            if (!kept.isEmpty()) {
                blocks.add(summaryBlock(use.id(), String.join(" ", kept)));
            }
        }
        return blocks;
    }

    /**
     * The passages of {@code order} that fit in {@code room} tokens after {@code prefix}, and with it in {@link
     * #CONTEXT_TOKENS} tokens ({@link ContextTokens}), in that order, grouped by chunk in the order of each
     * chunk's first passage; a passage that does not fit is passed over for a shorter one. A trial recounts only
     * the block of the chunk it adds to: a block ends with its closing tag and a line break, where the encoding
     * never merges across ({@code ContextTokensTest}), so the prompt's count is the sum of its parts'.
     */
    private static Map<IndexedChunk, List<Passage>> packed(List<Passage> order, SiteRepeats repeats, String prefix,
                                                           int room) {
        Map<IndexedChunk, List<Passage>> taken = new LinkedHashMap<>();
        Map<IndexedChunk, Integer> blockTokens = new HashMap<>();
        TextCopies copies = new TextCopies();
        Set<Passage> considered = new HashSet<>();
        int used = LlmSession.estimateTokens(prefix);
        int context = ContextTokens.count(prefix);
        for (Passage passage : order) {
            Chunk chunk = passage.chunk().chunk();
            if (!considered.add(passage)
                    || repeats.covers(chunk, chunk.start() + passage.start(), chunk.start() + passage.end())
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
