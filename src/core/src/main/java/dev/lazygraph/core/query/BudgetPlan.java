package dev.lazygraph.core.query;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How many LLM tokens a question of each route may spend, and which share of them each stage may spend. The
 * one place the budget is split: a stage never spends past its share, and what it leaves unspent stays
 * unspent unless its share names a later stage that inherits it.
 *
 * <p>Tokens here are what calls are admitted by: a prompt is only sent when its worst case (a generous
 * estimate of its input plus all the output it may write) fits in what is left of its stage's share
 * ({@link dev.lazygraph.core.llm.LlmSession}), so a query's real count is well below its budget, and the
 * budget is never exceeded. The defaults ({@link #DEFAULT}) were set so that the average cold question costs
 * at most 600 real tokens on the basic route, 2,500 on the local one and 3,000 on the global one on the
 * podcast and earnings-call collections (see {@code bench query}):
 *
 * <ul>
 *   <li><b>basic</b> — the answer alone: one call over the best passages, nothing to summarize or test.
 *   <li><b>local</b> — relevance tests get about one batch of the LLM's (the rest of the tests are judged
 *       lexically once it is spent: the best-ranked communities are the ones the LLM judges); summaries about
 *       one of the LLM's (the others are summarized extractively, so the answer still reads them); the answer
 *       the rest, about two thirds. A local question's answer depends on the passage sentences that reach its
 *       prompt more than on how its summaries are written: moving a tenth of the route from summaries to the
 *       answer lifted the SQLite manual's questions whose answer reaches the prompt from 78 % to 85 % (the
 *       multi-page ones from 33 % to 58 %) while the earnings calls' local questions got cheaper (2,485 to
 *       2,307 real tokens: an LLM summary costs more than the sentences its share now buys).
 *   <li><b>global</b> — the same split, with the map calls of a map-reduce given a share that the reduce
 *       inherits when there is nothing to map (the summaries fit one answer prompt) or the map leaves some.
 * </ul>
 *
 * @param routes every route's budget
 */
public record BudgetPlan(Map<Route, RouteBudget> routes) {

    /**
     * Tokens of a basic question: its answer prompt over the best excerpts that fit, with room for the whole
     * reply. Bounds what the extra best-quoted passages the answer reads beside the top ones may add to a lookup.
     */
    public static final int BASIC_TOKENS = 1_250;
    /** Tokens of a local question. */
    public static final int LOCAL_TOKENS = 4_600;
    /** Tokens of a global question. */
    public static final int GLOBAL_TOKENS = 6_000;

    public static final BudgetPlan DEFAULT = new BudgetPlan(Map.of(
            Route.BASIC, new RouteBudget(BASIC_TOKENS, List.of(Share.of(Stage.ANSWER, 1.0))),
            Route.LOCAL, new RouteBudget(LOCAL_TOKENS, List.of(
                    Share.of(Stage.RELEVANCE, 0.24),
                    Share.of(Stage.SUMMARY, 0.12),
                    Share.of(Stage.ANSWER, 0.64))),
            Route.GLOBAL, new RouteBudget(GLOBAL_TOKENS, List.of(
                    Share.of(Stage.RELEVANCE, 0.25),
                    Share.of(Stage.SUMMARY, 0.30),
                    Share.of(Stage.MAP, 0.12).unspentTo(Stage.ANSWER),
                    Share.of(Stage.ANSWER, 0.33)))));

    public BudgetPlan {
        routes = Map.copyOf(routes);
        for (Route route : Route.values()) {
            if (!routes.containsKey(route)) {
                throw new IllegalArgumentException("the budget plan has no budget for the " + route + " route");
            }
        }
    }

    public RouteBudget of(Route route) {
        return routes.get(route);
    }

    /**
     * One route's budget.
     *
     * @param tokens        LLM tokens a question of the route may spend, all stages together
     * @param shares        what each stage may spend of them; a stage without a share spends nothing
     */
    public record RouteBudget(int tokens, List<Share> shares) {
        public RouteBudget {
            if (tokens < 0) {
                throw new IllegalArgumentException("a route's tokens must not be negative: " + tokens);
            }
            shares = List.copyOf(shares);
            double total = shares.stream().mapToDouble(Share::fraction).sum();
            if (total > 1 + 1e-9) {
                throw new IllegalArgumentException("a route's shares add up to more than all of it: " + total);
            }
            List<Stage> seen = new ArrayList<>();
            for (Share share : shares) {
                if (seen.contains(share.stage())) {
                    throw new IllegalArgumentException("two shares for the stage " + share.stage());
                }
                seen.add(share.stage());
            }
        }

        /** What each stage may spend of a query budget of {@code total} tokens split by these shares. */
        public Map<Stage, Integer> limits(int total) {
            Map<Stage, Integer> limits = new EnumMap<>(Stage.class);
            for (Stage stage : Stage.values()) {
                limits.put(stage, 0);
            }
            shares.forEach(share -> limits.put(share.stage(), (int) Math.floor(total * share.fraction())));
            return limits;
        }

        /** The stage that inherits what {@code stage} leaves unspent, if the plan names one. */
        public Optional<Stage> heirOf(Stage stage) {
            return shares.stream().filter(s -> s.stage() == stage).findFirst().flatMap(Share::unspentGoesTo);
        }
    }

    /**
     * A stage's part of its route's tokens.
     *
     * @param unspentGoesTo the later stage that may spend what this one leaves, once this one is done
     */
    public record Share(Stage stage, double fraction, Optional<Stage> unspentGoesTo) {
        public Share {
            if (!(fraction >= 0 && fraction <= 1)) {
                throw new IllegalArgumentException("a share is a fraction in [0, 1]: " + fraction);
            }
            if (unspentGoesTo.isPresent() && unspentGoesTo.get().compareTo(stage) <= 0) {
                throw new IllegalArgumentException("unspent tokens go to a later stage: " + stage + " -> "
                        + unspentGoesTo.get());
            }
        }

        public static Share of(Stage stage, double fraction) {
            return new Share(stage, fraction, Optional.empty());
        }

        public Share unspentTo(Stage heir) {
            return new Share(stage, fraction, Optional.of(heir));
        }
    }
}
