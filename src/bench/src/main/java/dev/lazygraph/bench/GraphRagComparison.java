package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** lazygraph's tokens per question beside the GraphRAG reference's, per question and amortized. */
final class GraphRagComparison {
    private GraphRagComparison() {
    }

    /**
     * @param lazygraph the embedded store's result, whose cold and warm passes asked {@code questions} in order
     */
    static ObjectNode measure(GraphRagReference reference, List<String> questions, ObjectNode lazygraph) {
        ObjectNode node = reference.describe();
        JsonNode cold = lazygraph.path("cold").path("perQuestion");
        JsonNode warm = lazygraph.path("warm").path("perQuestion");
        ArrayNode perQuestion = BenchOutput.JSON.createArrayNode();
        long graphRagTotal = 0;
        long coldTotal = 0;
        long warmTotal = 0;
        double maxColdRatio = 0;
        double maxWarmRatio = 0;
        Map<Integer, Long> byLevelTotal = new TreeMap<>();
        Map<Integer, Double> byLevelMaxRatio = new TreeMap<>();
        int level = node.path("communityLevel").asInt();
        Progress progress = new Progress("graphrag", questions.size());
        for (int i = 0; i < questions.size(); i++) {
            Map<Integer, Long> byLevel = reference.ask(questions.get(i));
            long graphRag = byLevel.get(level);
            long coldTokens = cold.path(i).path("tokens").asLong();
            long warmTokens = warm.path(i).path("tokens").asLong();
            graphRagTotal += graphRag;
            coldTotal += coldTokens;
            warmTotal += warmTokens;
            double coldRatio = (double) coldTokens / graphRag;
            byLevel.forEach((l, t) -> {
                byLevelTotal.merge(l, t, Long::sum);
                byLevelMaxRatio.merge(l, (double) coldTokens / t, Math::max);
            });
            maxColdRatio = Math.max(maxColdRatio, coldRatio);
            maxWarmRatio = Math.max(maxWarmRatio, (double) warmTokens / graphRag);
            ObjectNode row = perQuestion.addObject();
            row.put("question", questions.get(i));
            row.put("graphRagTokens", graphRag);
            row.putPOJO("graphRagTokensByLevel", byLevel);
            row.put("lazygraphColdTokens", coldTokens);
            row.put("lazygraphWarmTokens", warmTokens);
            row.put("coldRatio", ratio(coldRatio));
            progress.step();
        }
        int n = Math.max(1, questions.size());
        long index = node.path("indexTokens").asLong();
        node.put("tokensPerQuestion", Math.round((double) graphRagTotal / n));
        node.put("lazygraphColdTokensPerQuestion", Math.round((double) coldTotal / n));
        node.put("lazygraphWarmTokensPerQuestion", Math.round((double) warmTotal / n));
        ObjectNode ratios = node.putObject("lazygraphRatio");
        ratios.put("description", "lazygraph tokens / GraphRAG reference tokens. perQuestionMax: the worst single"
                + " question; ofAverages: tokens per question over all questions; amortized: all questions'"
                + " tokens / (GraphRAG indexing + all its questions' tokens), lazygraph spending nothing at ingest.");
        ratios.put("coldPerQuestionMax", ratio(maxColdRatio));
        ratios.put("warmPerQuestionMax", ratio(maxWarmRatio));
        ratios.put("coldOfAverages", ratio((double) coldTotal / Math.max(1, graphRagTotal)));
        ratios.put("warmOfAverages", ratio((double) warmTotal / Math.max(1, graphRagTotal)));
        ratios.put("coldAmortized", ratio((double) coldTotal / Math.max(1, index + graphRagTotal)));
        ratios.put("warmAmortized", ratio((double) warmTotal / Math.max(1, index + graphRagTotal)));
        ObjectNode levels = node.putObject("byLevel");
        for (Map.Entry<Integer, Long> total : byLevelTotal.entrySet()) {
            ObjectNode l = levels.putObject(String.valueOf(total.getKey()));
            l.put("communitiesMapped", node.path("communitiesMappedByLevel").path(String.valueOf(total.getKey())).asInt());
            l.put("tokensPerQuestion", Math.round((double) total.getValue() / n));
            l.put("coldPerQuestionMax", ratio(byLevelMaxRatio.get(total.getKey())));
            l.put("coldOfAverages", ratio((double) coldTotal / Math.max(1, total.getValue())));
            l.put("coldAmortized", ratio((double) coldTotal / Math.max(1, index + total.getValue())));
        }
        node.set("perQuestion", perQuestion);
        return node;
    }

    /** Small ratios keep four significant digits. */
    private static double ratio(double value) {
        return value == 0 ? 0 : Double.parseDouble(String.format(java.util.Locale.ROOT, "%.4g", value));
    }
}
