package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.Prompts;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.summary.CachedCompletions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GraphRAG's global search: each community summary is mapped to rated points that help answer the question
 * ({@link Stage#MAP}), and the best points are reduced into one answer ({@link Stage#ANSWER}). A failed map
 * keeps the summary itself as a point so the reduce still sees every community.
 */
public final class MapReduceAnswer {
    private static final int MAP_TOKENS = 250;
    private static final Pattern POINT = Pattern.compile("^\\s*[-*]?\\s*(\\d{1,3})\\s*\\|\\s*(.+)$");
    private static final String MAP_SYSTEM = Prompts.system("map");
    private static final String REDUCE_SYSTEM = Prompts.system("reduce");

    private record Point(int score, String text) {
    }

    /** The answer, or empty when the reduce failed or could not be paid for. */
    public Optional<Draft> write(Evidence evidence, CachedCompletions llm) {
        CitationList cites = new CitationList();
        List<CommunityUse> uses = evidence.uses(cites);
        List<CachedCompletions.Request> maps = new ArrayList<>();
        for (int i = 0; i < uses.size(); i++) {
            CommunityUse use = uses.get(i);
            maps.add(new CachedCompletions.Request(new Prompt(Stage.MAP, MAP_SYSTEM,
                    "Question:\n" + QuotedData.quote("question", evidence.question()) + "\n\nSummary:\n"
                            + QuotedData.quote("summary " + use.id(), use.summary()), MAP_TOKENS),
                    evidence.communities().get(i).summary().sources()));
        }
        List<LlmSession.Reply> replies = llm.completeAll(maps);
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < uses.size(); i++) {
            LlmSession.Reply reply = replies.get(i);
            if (!reply.completed()) {
                points.add(new Point(0, uses.get(i).summary()));
                continue;
            }
            for (String line : reply.text().split("\\R")) {
                Matcher m = POINT.matcher(line);
                if (m.matches() && Integer.parseInt(m.group(1)) > 0) {
                    points.add(new Point(Math.min(100, Integer.parseInt(m.group(1))), m.group(2).trim()));
                }
            }
        }
        if (points.isEmpty()) {
            return Optional.of(new Draft("The documents do not say anything that answers this question.",
                    cites.citations(), uses));
        }
        points.sort(Comparator.comparingInt(Point::score).reversed());
        StringBuilder user = new StringBuilder("Question:\n").append(QuotedData.quote("question", evidence.question()))
                .append("\n\nPoints, most helpful first:\n");
        for (int i = 0; i < points.size(); i++) {
            user.append(QuotedData.quote("point " + (i + 1), points.get(i).text())).append('\n');
        }
        LlmSession.Reply reply = llm.complete(new CachedCompletions.Request(
                new Prompt(Stage.ANSWER, REDUCE_SYSTEM, user.toString(), LlmAnswer.ANSWER_TOKENS),
                evidence.summarySources()));
        if (!reply.completed() || reply.text().isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new Draft(reply.text().trim(), cites.citations(), uses));
    }
}
