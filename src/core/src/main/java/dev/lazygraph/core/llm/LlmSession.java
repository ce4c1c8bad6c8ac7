package dev.lazygraph.core.llm;

import dev.lazygraph.core.llm.LanguageModel.Completion;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.query.BudgetPlan;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.TokenUsage;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The LLM as one query may use it: within a token budget and a deadline, metered per stage. A call is only
 * sent when its worst case (estimated input + maximum output) fits in what is left of the budget, so the
 * budget is never exceeded as long as the estimate is not below the model's own count; the estimate is
 * deliberately generous (see {@link #estimateTokens}). After the first failure or timeout the session sends
 * nothing more: a model that just failed would most likely fail again and eat the deadline, so the
 * query continues extractively.
 *
 * <p>Each stage of the query ({@link Stage}) may spend only its share of the budget ({@link BudgetPlan}): a
 * prompt of a stage is sent only when its worst case also fits in what is left of that stage's share, which
 * is the share itself plus what earlier stages the plan names left unspent.
 *
 * <p>What a query takes from a cache instead of buying it again (a summary, a verdict, an answer) is
 * recorded as reused tokens, and by default counts against the budget as if it had been spent: a cache hit
 * then lowers what the query costs without freeing budget for work the uncached query would not have done,
 * so a repeated question makes the same decisions and costs nearly nothing. With {@code respendReused} the
 * saved tokens may be spent on more LLM work instead.
 *
 * <p>Thread-safe: relevance tests run concurrently.
 */
public final class LlmSession {

    /** What happened to a prompt. */
    public enum Outcome { COMPLETED, NO_MODEL, OUT_OF_TOKENS, PAST_DEADLINE, FAILED }

    public record Reply(Outcome outcome, Completion completion) {
        public boolean completed() {
            return outcome == Outcome.COMPLETED;
        }

        public String text() {
            return completion.text();
        }
    }

    private final LanguageModel model;
    private final int tokenBudget;
    /** Stage -> its own share of the budget; {@code null}: every stage may spend the whole budget. */
    private final Map<Stage, Integer> stageShares;
    private final BudgetPlan.RouteBudget plan;
    private final Clock clock;
    private final Instant deadline;
    private final ExecutorService executor;
    private final boolean respendReused;
    private int tokensUsed;
    private int tokensReused;
    private int tokensReserved;
    private final Map<Stage, Integer> stageReserved = new EnumMap<>(Stage.class);
    private int calls;
    private boolean failed;
    private boolean deadlineWarned;
    private final Map<Stage, TokenUsage> stageTokens = new LinkedHashMap<>();
    private final Map<Stage, Integer> reusedTokens = new LinkedHashMap<>();
    private final List<String> warnings = new ArrayList<>();

    /**
     * @param model         {@code null} when no LLM is configured: every prompt is answered {@link Outcome#NO_MODEL}
     * @param deadline      how long after now, by {@code clock}, the session may wait for the model
     * @param clock         what decides whether the deadline has passed, and whether a reply came in time
     * @param respendReused whether tokens saved by cache hits may be spent on other calls (else they count
     *                      against the budget)
     */
    public LlmSession(LanguageModel model, int tokenBudget, Duration deadline, Clock clock, ExecutorService executor,
                      boolean respendReused) {
        this(model, tokenBudget, null, deadline, clock, executor, respendReused);
    }

    /**
     * @param plan the shares of {@code tokenBudget} each stage may spend, or {@code null} to let every stage
     *             spend all of it
     */
    public LlmSession(LanguageModel model, int tokenBudget, BudgetPlan.RouteBudget plan, Duration deadline,
                      Clock clock, ExecutorService executor, boolean respendReused) {
        this.model = model;
        this.tokenBudget = tokenBudget;
        this.plan = plan;
        this.stageShares = plan == null ? null : plan.limits(tokenBudget);
        this.clock = clock;
        this.deadline = clock.instant().plus(deadline);
        this.executor = executor;
        this.respendReused = respendReused;
    }

    /** Upper estimate of a text's tokens: about 4 characters make a token in English; 3 leaves room. */
    public static int estimateTokens(String text) {
        return text.length() / 3 + 4;
    }

    public static int estimateTokens(Prompt prompt) {
        return estimateTokens(prompt.system()) + estimateTokens(prompt.user()) + prompt.maxOutputTokens();
    }

    /** Whether prompts may still be sent: a model is configured, has not failed and the deadline is ahead. */
    public synchronized boolean usable() {
        return model != null && !failed && !pastDeadline();
    }

    /**
     * Whether the deadline has passed; the first time it is seen passed, the answer is warned that what
     * follows goes without the LLM (also when it passed before any call, e.g. on a slow store).
     */
    private boolean pastDeadline() {
        if (!clock.instant().isAfter(deadline)) {
            return false;
        }
        if (!deadlineWarned) {
            deadlineWarned = true;
            warnings.add("the query's LLM deadline passed; continued without the LLM");
        }
        return true;
    }

    public Reply complete(Prompt prompt) {
        return completeAll(List.of(prompt)).get(0);
    }

    /**
     * Sends the prompts concurrently, each only if its worst case still fits in the budget and in its
     * stage's share. Replies are in prompt order.
     */
    public List<Reply> completeAll(List<Prompt> prompts) {
        return completeAll(prompts, Collections.nCopies(prompts.size(), Optional.empty()));
    }

    /**
     * Like {@link #completeAll(List, int)}, with some prompts answered by a cache instead of the model. A
     * cached prompt is admitted in its turn exactly as if it were sent (its worst case reserved while the
     * batch is admitted), then answered from the cache and recorded as reused: a batch that the budget cut
     * short when nothing was cached is cut at the same prompt when the cache holds its first replies, so a
     * repeated question makes the same decisions instead of buying what it could not afford the first time.
     *
     * @param cached for each prompt, the reply a cache holds for it, if any
     */
    public List<Reply> completeAll(List<Prompt> prompts, List<Optional<Reused>> cached) {
        List<Future<Completion>> futures = new ArrayList<>();
        List<Reply> replies = new ArrayList<>();
        for (int i = 0; i < prompts.size(); i++) {
            Prompt prompt = prompts.get(i);
            boolean fromCache = cached.get(i).isPresent();
            Outcome refusal = reserve(prompt, !fromCache);
            replies.add(refusal == null ? null : new Reply(refusal, null));
            futures.add(refusal == null && !fromCache ? submit(prompt) : null);
        }
        for (int i = 0; i < prompts.size(); i++) {
            if (futures.get(i) != null) {
                replies.set(i, await(prompts.get(i), futures.get(i)));
            } else if (replies.get(i) == null) {
                replies.set(i, reuse(prompts.get(i), cached.get(i).orElseThrow()));
            }
        }
        return replies;
    }

    /** A reply a cache holds: its text and the tokens it cost when the model wrote it. */
    public record Reused(String text, int tokens) {
    }

    /** The call on the shared executor; a full executor is a failed call, like a model that does not answer. */
    private Future<Completion> submit(Prompt prompt) {
        try {
            return executor.submit(() -> model.complete(prompt));
        } catch (RejectedExecutionException e) {
            CompletableFuture<Completion> refused = new CompletableFuture<>();
            refused.completeExceptionally(new LanguageModelException("too many LLM calls waiting", e));
            return refused;
        }
    }

    private synchronized Outcome reserve(Prompt prompt, boolean call) {
        if (model == null) {
            return Outcome.NO_MODEL;
        }
        if (failed) {
            return Outcome.FAILED;
        }
        if (pastDeadline()) {
            return Outcome.PAST_DEADLINE;
        }
        int worstCase = estimateTokens(prompt);
        if (tokensUsed + (respendReused ? 0 : tokensReused) + tokensReserved + worstCase > tokenBudget) {
            return Outcome.OUT_OF_TOKENS;
        }
        if (stageSpent(prompt.stage()) + worstCase > stageLimit(prompt.stage())) {
            return Outcome.OUT_OF_TOKENS;
        }
        tokensReserved += worstCase;
        stageReserved.merge(prompt.stage(), worstCase, Integer::sum);
        calls += call ? 1 : 0;
        return null;
    }

    /** What {@code stage} has spent (reused tokens included unless they may be re-spent) and holds reserved. */
    private int stageSpent(Stage stage) {
        TokenUsage used = stageTokens.get(stage);
        return (used == null ? 0 : used.total()) + (respendReused ? 0 : reusedTokens.getOrDefault(stage, 0))
                + stageReserved.getOrDefault(stage, 0);
    }

    /** {@code stage}'s share and what the stages whose unspent tokens it inherits left of theirs. */
    private int stageLimit(Stage stage) {
        if (stageShares == null) {
            return tokenBudget;
        }
        int limit = stageShares.get(stage);
        for (Stage earlier : Stage.values()) {
            if (earlier.compareTo(stage) < 0 && plan.heirOf(earlier).filter(stage::equals).isPresent()) {
                limit += Math.max(0, stageLimit(earlier) - stageSpent(earlier));
            }
        }
        return limit;
    }

    private synchronized void release(Prompt prompt) {
        int worstCase = estimateTokens(prompt);
        tokensReserved -= worstCase;
        stageReserved.merge(prompt.stage(), -worstCase, Integer::sum);
    }

    private synchronized Reply reuse(Prompt prompt, Reused cached) {
        release(prompt);
        reused(prompt.stage(), cached.tokens());
        return new Reply(Outcome.COMPLETED, new Completion(cached.text(), 0, 0));
    }

    private Reply await(Prompt prompt, Future<Completion> future) {
        Completion completion = null;
        String failure = null;
        try {
            long wait = Math.max(0, Duration.between(clock.instant(), deadline).toNanos());
            Completion reply = future.get(wait, TimeUnit.NANOSECONDS);
            if (clock.instant().isAfter(deadline)) {
                throw new TimeoutException("the reply came after the deadline");
            }
            completion = reply;
        } catch (TimeoutException e) {
            future.cancel(true);
            failure = "LLM did not answer within the query's deadline";
        } catch (ExecutionException e) {
            failure = "LLM failed: " + e.getCause().getMessage();
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            failure = "interrupted while waiting for the LLM";
        }
        synchronized (this) {
            release(prompt);
            if (completion == null) {
                if (!failed) {
                    warnings.add(failure + " (stage " + prompt.stage().key() + "); continued without the LLM");
                }
                failed = true;
                return new Reply(Outcome.FAILED, null);
            }
            tokensUsed += completion.inputTokens() + completion.outputTokens();
            stageTokens.merge(prompt.stage(), new TokenUsage(completion.inputTokens(), completion.outputTokens()),
                    TokenUsage::plus);
            return new Reply(Outcome.COMPLETED, completion);
        }
    }

    /**
     * What a prompt of {@code stage} may still cost at most (its worst case, as {@link #estimateTokens(Prompt)}
     * counts it): the least of what is left of the budget and of the stage's share.
     */
    public synchronized int remaining(Stage stage) {
        int left = tokenBudget - tokensUsed - (respendReused ? 0 : tokensReused) - tokensReserved;
        return Math.max(0, Math.min(left, stageLimit(stage) - stageSpent(stage)));
    }

    public synchronized int tokensUsed() {
        return tokensUsed;
    }

    /** Records {@code tokens} of {@code stage} served from a cache instead of the model (see the class comment). */
    public synchronized void reused(Stage stage, int tokens) {
        tokensReused += Math.max(0, tokens);
        reusedTokens.merge(stage, Math.max(0, tokens), Integer::sum);
    }

    /** Stage -> tokens served from caches, in the order stages first reused any. */
    public synchronized Map<Stage, Integer> reusedTokens() {
        return new LinkedHashMap<>(reusedTokens);
    }

    public int tokenBudget() {
        return tokenBudget;
    }

    public synchronized int calls() {
        return calls;
    }

    /** Stage -> tokens in and out, in the order stages first called the model. */
    public synchronized Map<Stage, TokenUsage> stageTokens() {
        return new LinkedHashMap<>(stageTokens);
    }

    public synchronized List<String> warnings() {
        return List.copyOf(warnings);
    }

    public Optional<LanguageModel> model() {
        return Optional.ofNullable(model);
    }
}
