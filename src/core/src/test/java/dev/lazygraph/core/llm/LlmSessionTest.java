package dev.lazygraph.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession.Outcome;
import dev.lazygraph.core.query.BudgetPlan;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.TokenUsage;
import dev.lazygraph.core.testing.FakeClock;
import dev.lazygraph.core.testing.FakeLanguageModel;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LlmSessionTest {
    private final ExecutorService executor = Executors.newCachedThreadPool();

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    private static Prompt prompt(Stage stage, int chars, int maxOut) {
        return new Prompt(stage, "Answer briefly.", "<data id=\"1\">\n" + "x".repeat(chars) + "\n</data>", maxOut);
    }

    @Test
    void aDeadlinePassedBeforeAnyCallIsWarnedOnceAndNothingIsSent() {
        FakeLanguageModel model = new FakeLanguageModel("x");
        FakeClock clock = new FakeClock();
        LlmSession session = new LlmSession(model, 10_000, Duration.ofMillis(1), clock, executor, false);
        assertTrue(session.usable(), "the deadline is ahead");
        clock.advance(Duration.ofMillis(2));

        assertFalse(session.usable());
        assertEquals(Outcome.PAST_DEADLINE, session.complete(prompt(Stage.ANSWER, 10, 5)).outcome());
        assertEquals(0, session.calls());
        assertEquals(1, session.warnings().size(), session.warnings().toString());
        assertTrue(session.warnings().get(0).contains("deadline"), session.warnings().toString());
    }

    @Test
    void aBatchAnsweredPartlyFromACacheStopsWhereTheUncachedBatchStopped() {
        List<Prompt> batch = List.of(prompt(Stage.MAP, 300, 100), prompt(Stage.MAP, 301, 100), prompt(Stage.MAP, 302, 100));
        int worstCase = LlmSession.estimateTokens(batch.get(2));
        int budget = LlmSession.estimateTokens(batch.get(0)) + LlmSession.estimateTokens(batch.get(1)) + worstCase / 2;
        FakeLanguageModel model = new FakeLanguageModel("x");
        LlmSession cold = new LlmSession(model, budget, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);
        List<LlmSession.Reply> first = cold.completeAll(batch);
        assertEquals(List.of(Outcome.COMPLETED, Outcome.COMPLETED, Outcome.OUT_OF_TOKENS), outcomes(first));
        int[] cost = {tokens(first.get(0)), tokens(first.get(1))};
        assertTrue(cost[0] + cost[1] + worstCase <= budget,
                "the replies cost less than their worst case, so charging a cache hit its cost alone would leave room"
                        + " for the third prompt");

        long sent = model.calls(Stage.MAP);
        LlmSession warm = new LlmSession(model, budget, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);
        List<LlmSession.Reply> second = warm.completeAll(batch, List.of(
                Optional.of(new LlmSession.Reused(first.get(0).text(), cost[0])),
                Optional.of(new LlmSession.Reused(first.get(1).text(), cost[1])), Optional.empty()));

        assertEquals(outcomes(first), outcomes(second), "the same decisions as the uncached batch");
        assertEquals(sent, model.calls(Stage.MAP), "nothing is sent");
        assertEquals(0, warm.tokensUsed());
        assertEquals(cost[0] + cost[1], warm.reusedTokens().get(Stage.MAP));
        assertEquals(first.get(1).text(), second.get(1).text());
        assertEquals(0, warm.calls());
    }

    private static List<Outcome> outcomes(List<LlmSession.Reply> replies) {
        return replies.stream().map(LlmSession.Reply::outcome).toList();
    }

    private static int tokens(LlmSession.Reply reply) {
        return reply.completion().inputTokens() + reply.completion().outputTokens();
    }

    @Test
    void theTokenBudgetIsNeverExceeded() {
        Random random = new Random(7);
        for (int budget : new int[] {0, 1, 10, 50, 200, 1_000, 5_000}) {
            FakeLanguageModel model = new FakeLanguageModel("x");
            LlmSession session = new LlmSession(model, budget, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);
            int completed = 0;
            for (int round = 0; round < 30; round++) {
                List<Prompt> batch = new ArrayList<>();
                for (int i = 0; i < 1 + random.nextInt(4); i++) {
                    batch.add(prompt(Stage.ANSWER, random.nextInt(800), 1 + random.nextInt(100)));
                }
                for (LlmSession.Reply reply : session.completeAll(batch)) {
                    assertTrue(reply.outcome() == Outcome.COMPLETED || reply.outcome() == Outcome.OUT_OF_TOKENS);
                    completed += reply.completed() ? 1 : 0;
                }
            }
            assertTrue(model.totalTokens() <= budget, "budget " + budget + ": model counted " + model.totalTokens());
            assertEquals(model.totalTokens(), session.tokensUsed());
            assertEquals(completed, session.calls());
            if (budget >= 1_000) {
                assertTrue(completed > 0, "a large budget allows calls");
            }
        }
    }

    @Test
    void reusedTokensCountAgainstTheBudgetUnlessTheyMayBeRespent() {
        Prompt prompt = prompt(Stage.SUMMARY, 300, 50);
        int worstCase = LlmSession.estimateTokens(prompt);
        for (boolean respend : new boolean[] {false, true}) {
            FakeLanguageModel model = new FakeLanguageModel("x");
            LlmSession session = new LlmSession(model, worstCase + 10, Duration.ofSeconds(30), Clock.systemUTC(), executor, respend);
            session.reused(Stage.SUMMARY, 20);

            LlmSession.Reply reply = session.complete(prompt);

            assertEquals(respend ? Outcome.COMPLETED : Outcome.OUT_OF_TOKENS, reply.outcome(), "respend " + respend);
            assertEquals(java.util.Map.of(Stage.SUMMARY, 20), session.reusedTokens());
            assertEquals(model.totalTokens(), session.tokensUsed(), "reused tokens are not spent tokens");
        }
    }

    @Test
    void aStageNeverSpendsPastItsShareAndWhatItLeavesStaysUnspent() {
        Prompt relevance = prompt(Stage.RELEVANCE, 300, 20);
        int worstCase = LlmSession.estimateTokens(relevance);
        int budget = 10 * worstCase;
        BudgetPlan.RouteBudget plan = new BudgetPlan.RouteBudget(budget, List.of(
                BudgetPlan.Share.of(Stage.RELEVANCE, 0.25), BudgetPlan.Share.of(Stage.ANSWER, 0.25)));
        FakeLanguageModel model = new FakeLanguageModel("x");
        LlmSession session = new LlmSession(model, budget, plan, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);

        List<LlmSession.Reply> replies = session.completeAll(java.util.Collections.nCopies(5, relevance));

        assertEquals(List.of(Outcome.COMPLETED, Outcome.COMPLETED, Outcome.OUT_OF_TOKENS, Outcome.OUT_OF_TOKENS,
                Outcome.OUT_OF_TOKENS), outcomes(replies), "a quarter of the budget pays for two worst cases");
        assertEquals(Outcome.OUT_OF_TOKENS, session.complete(prompt(Stage.SUMMARY, 10, 10)).outcome(),
                "a stage without a share spends nothing");
        Prompt answer = prompt(Stage.ANSWER, 300, 20);
        assertEquals(List.of(Outcome.COMPLETED, Outcome.COMPLETED, Outcome.OUT_OF_TOKENS),
                outcomes(session.completeAll(List.of(answer, answer, answer))),
                "the answer gets its own share, not what the relevance tests left");
        assertTrue(model.totalTokens() <= budget / 2);
    }

    @Test
    void aStageThePlanNamesInheritsWhatAnEarlierOneLeft() {
        Prompt answer = prompt(Stage.ANSWER, 300, 20);
        int worstCase = LlmSession.estimateTokens(answer);
        int budget = 4 * worstCase;
        BudgetPlan.RouteBudget plan = new BudgetPlan.RouteBudget(budget, List.of(
                BudgetPlan.Share.of(Stage.MAP, 0.5).unspentTo(Stage.ANSWER), BudgetPlan.Share.of(Stage.ANSWER, 0.25)));
        LlmSession session = new LlmSession(new FakeLanguageModel("x"), budget, plan, Duration.ofSeconds(30), Clock.systemUTC(),
                executor, false);

        assertEquals(3 * worstCase, session.remaining(Stage.ANSWER), "its quarter and the map's unspent half");
        assertEquals(List.of(Outcome.COMPLETED, Outcome.COMPLETED, Outcome.COMPLETED, Outcome.OUT_OF_TOKENS),
                outcomes(session.completeAll(List.of(answer, answer, answer, answer))));
    }

    @Test
    void tokensAreMeteredPerStage() {
        FakeLanguageModel model = new FakeLanguageModel("x");
        LlmSession session = new LlmSession(model, 10_000, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);
        session.complete(prompt(Stage.RELEVANCE, 100, 2));
        session.complete(prompt(Stage.RELEVANCE, 100, 2));
        session.complete(prompt(Stage.ANSWER, 40, 50));

        assertEquals(List.of(Stage.RELEVANCE, Stage.ANSWER), List.copyOf(session.stageTokens().keySet()));
        int total = session.stageTokens().values().stream().mapToInt(TokenUsage::total).sum();
        assertEquals(model.totalTokens(), total);
        assertEquals(3, session.calls());
    }

    @Test
    void afterAFailureNothingMoreIsSentAndAWarningSaysWhy() {
        FakeLanguageModel model = new FakeLanguageModel("x").mode(FakeLanguageModel.Mode.FAIL);
        LlmSession session = new LlmSession(model, 10_000, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);

        assertEquals(Outcome.FAILED, session.complete(prompt(Stage.SUMMARY, 10, 10)).outcome());
        assertEquals(Outcome.FAILED, session.complete(prompt(Stage.ANSWER, 10, 10)).outcome());

        assertFalse(session.usable());
        assertEquals(1, model.prompts().size(), "the second prompt was never sent");
        assertEquals(1, session.warnings().size());
        assertTrue(session.warnings().get(0).contains("HTTP 500"), session.warnings().toString());
    }

    @Test
    void aModelSlowerThanTheDeadlineIsAbandoned() {
        FakeClock clock = new FakeClock();
        FakeLanguageModel model = new FakeLanguageModel("x").slow(clock, Duration.ofMinutes(1));
        LlmSession session = new LlmSession(model, 10_000, Duration.ofMillis(200), clock, executor, false);

        LlmSession.Reply reply = session.complete(prompt(Stage.ANSWER, 10, 10));

        assertEquals(Outcome.FAILED, reply.outcome(), "the reply came a minute later");
        assertEquals(0, session.tokensUsed(), "a late reply is not counted as an answer");
        assertTrue(session.warnings().get(0).contains("deadline"), session.warnings().toString());
        assertEquals(Outcome.FAILED, session.complete(prompt(Stage.ANSWER, 10, 10)).outcome());
    }

    @Test
    void withoutAModelEveryPromptIsRefused() {
        LlmSession session = new LlmSession(null, 10_000, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);
        assertFalse(session.usable());
        assertEquals(Outcome.NO_MODEL, session.complete(prompt(Stage.ANSWER, 10, 10)).outcome());
        assertEquals(0, session.calls());
    }
}
