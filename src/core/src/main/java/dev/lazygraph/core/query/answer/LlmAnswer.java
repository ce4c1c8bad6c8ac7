package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.Prompts;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.summary.CachedCompletions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The answer written by the LLM in one call, from the summaries and the best excerpts, within what the plan
 * gives the {@link Stage#ANSWER} stage, so the answer's budget is a budget and not a threshold. The room is
 * spent on sentences, not on fixed-size excerpts: the plan's breadth of it ({@link
 * dev.lazygraph.core.query.BudgetPlan.RouteBudget#answerBreadth}, half on the local and global routes) on
 * each passage to read, best first, with its best quote, so a passage the ranking placed lower still reaches
 * the model; the rest on depth (the best-ranked quotes of the whole ranking, to whichever of those passages
 * they belong, while the prompt's worst case fits). A passage whose answering sentence is its third-best
 * quote or which holds the second hop's answer then reaches the model, where an excerpt capped per passage
 * cut it off. On the basic route no relevance test chose among the top passages, so each must reach the
 * model: its breadth quotes are cut to a snippet's length (what the other LLM stages read of a chunk), or the
 * first passages' long sentences fill the room before the lower ones are shown; a cut quote the depth reaches
 * again is shown whole when that fits. The model may reply {@value #NOT_FOUND_REPLY} when the material does
 * not answer the question.
 */
public final class LlmAnswer {
    /** What the answer prompt asks the LLM to reply when the material holds no answer. */
    static final String NOT_FOUND_REPLY = "NOT FOUND";
    /** The longest answer the LLM may write. */
    static final int ANSWER_TOKENS = 500;
    private static final String WIDEST_MARKER = "999";

    private final SentenceRanker sentences;
    private final int answerChunks;
    private final int snippetChars;
    private final String basicSystem;
    private final String withSummariesSystem;

    /** An answer whose basic-route breadth quotes are cut to the default snippet's length. */
    public LlmAnswer(TextAnalyzer analyzer, int answerChunks) {
        this(analyzer, answerChunks, QueryConfig.DEFAULT_SNIPPET_CHARS);
    }

    /**
     * @param answerChunks the evidence's first chunks the LLM may read (beside follow-ups and best-quoted ones)
     * @param snippetChars the length a basic-route breadth quote is cut to
     */
    public LlmAnswer(TextAnalyzer analyzer, int answerChunks, int snippetChars) {
        this.sentences = new SentenceRanker(analyzer);
        this.answerChunks = answerChunks;
        this.snippetChars = snippetChars;
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
        List<SentenceRanker.Pick> picks = sentences.ranked(evidence.quotable(), evidence.question(), evidence.weights(),
                evidence.repeats());
        Map<String, List<SentenceRanker.Pick>> byChunk = new LinkedHashMap<>();
        picks.forEach(p -> byChunk.computeIfAbsent(p.sentence().chunk().id(), k -> new ArrayList<>()).add(p));
        List<IndexedChunk> chosen = excerptChunks(evidence, byChunk.keySet());
        Map<String, List<SentenceRanker.Pick>> taken = new LinkedHashMap<>();
        Set<SentenceRanker.Pick> cut = new HashSet<>();
        int cutChars = route == Route.BASIC ? snippetChars : Integer.MAX_VALUE;
        String prefix = user.toString();
        int used = LlmSession.estimateTokens(prefix);
        // Breadth first, within the plan's breadth of the room: every passage taken shows its best quote (its
        // snippet if it has none); then depth, within the whole room: the ranking's best remaining quotes of
        // those passages, and a cut quote whole.
        int breadth = used + (int) (Math.max(0, room - used) * llm.answerBreadth());
        for (IndexedChunk chunk : chosen) {
            List<SentenceRanker.Pick> best = byChunk.getOrDefault(chunk.id(), List.of()).stream().limit(1).toList();
            Map<String, List<SentenceRanker.Pick>> trial = new LinkedHashMap<>(taken);
            trial.put(chunk.id(), best);
            Set<SentenceRanker.Pick> trialCut = new HashSet<>(cut);
            best.stream().filter(p -> p.sentence().text().length() > cutChars).forEach(trialCut::add);
            if (LlmSession.estimateTokens(prefix + blocks(chosen, trial, trialCut, evidence)) > breadth) {
                break;
            }
            taken = trial;
            cut = trialCut;
        }
        Set<String> chosenIds = new HashSet<>();
        chosen.forEach(c -> chosenIds.add(c.id()));
        for (SentenceRanker.Pick pick : picks) {
            String id = pick.sentence().chunk().id();
            boolean shown = taken.getOrDefault(id, List.of()).contains(pick);
            if (!chosenIds.contains(id) || shown && !cut.contains(pick)) {
                continue;
            }
            Map<String, List<SentenceRanker.Pick>> trial = new LinkedHashMap<>(taken);
            Set<SentenceRanker.Pick> trialCut = new HashSet<>(cut);
            if (shown) {
                trialCut.remove(pick);
            } else {
                List<SentenceRanker.Pick> more = new ArrayList<>(taken.getOrDefault(id, List.of()));
                more.add(pick);
                trial.put(id, more);
            }
            if (LlmSession.estimateTokens(prefix + blocks(chosen, trial, trialCut, evidence)) <= room) {
                taken = trial;
                cut = trialCut;
            }
        }
        for (IndexedChunk chunk : chosen) {
            List<SentenceRanker.Pick> mine = taken.get(chunk.id());
            if (mine != null) {
                read.add(chunk.chunk());
                user.append(QuotedData.quote(String.valueOf(cites.cite(chunk.chunk())),
                        text(chunk, mine, cut, snippetChars, evidence))).append('\n');
            }
        }
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
     * The chunks the answering LLM reads, best first: the evidence's first {@code answerChunks} (the chunks found
     * relevant, then the top-ranked), the follow-ups (where the best quote leads), and up to half as many more
     * whose quotes answer the question best of the rest (in the order {@link #excerpts} ranked them): a passage
     * the ranking placed lower may hold the sentence that answers.
     */
    private List<IndexedChunk> excerptChunks(Evidence evidence, Set<String> quoted) {
        Map<String, IndexedChunk> all = new LinkedHashMap<>();
        evidence.chunks().forEach(c -> all.put(c.id(), c));
        evidence.quotable().forEach(c -> all.putIfAbsent(c.id(), c));
        Set<IndexedChunk> chosen = new LinkedHashSet<>(evidence.chunks().subList(0,
                Math.min(answerChunks, evidence.chunks().size())));
        chosen.addAll(evidence.followUps());
        quoted.stream().map(all::get).filter(c -> c != null && !chosen.contains(c))
                .limit(answerChunks / 2).toList().forEach(chosen::add);
        return List.copyOf(chosen);
    }

    /** The excerpts as the prompt quotes them, each under the widest marker it could get, so what fits here fits once numbered. */
    private String blocks(List<IndexedChunk> chosen, Map<String, List<SentenceRanker.Pick>> taken,
                          Set<SentenceRanker.Pick> cut, Evidence evidence) {
        StringBuilder b = new StringBuilder();
        for (IndexedChunk chunk : chosen) {
            List<SentenceRanker.Pick> mine = taken.get(chunk.id());
            if (mine != null) {
                b.append(QuotedData.quote(WIDEST_MARKER, text(chunk, mine, cut, snippetChars, evidence))).append('\n');
            }
        }
        return b.toString();
    }

    /**
     * A chunk's taken quotes in text order, definition terms before their quotes, those in {@code cut} cut to
     * {@code cutChars} after a whole word; its snippet when it has none.
     */
    private static String text(IndexedChunk chunk, List<SentenceRanker.Pick> picks, Set<SentenceRanker.Pick> cut,
                               int cutChars, Evidence evidence) {
        if (picks.isEmpty()) {
            return evidence.excerpt().apply(chunk.chunk());
        }
        return String.join(" … ", picks.stream().sorted(Comparator.comparingInt(p -> p.sentence().start()))
                .map(p -> p.label().map(l -> l + ": ").orElse("")
                        + (cut.contains(p) ? cut(p.sentence().text(), cutChars) : p.sentence().text()))
                .toList());
    }

    /** {@code text} up to {@code maxChars}, cut after the last whole word that fits. */
    static String cut(String text, int maxChars) {
        if (text.length() <= maxChars) {
            return text;
        }
        int end = text.lastIndexOf(' ', maxChars - 1);
        return text.substring(0, end > 0 ? end : maxChars - 1) + "\u2026";
    }
}
