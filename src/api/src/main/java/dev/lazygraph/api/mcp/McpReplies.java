package dev.lazygraph.api.mcp;

import dev.lazygraph.api.documents.DocumentView;
import dev.lazygraph.api.query.AnswerView;
import dev.lazygraph.api.query.ChunkView;
import dev.lazygraph.api.query.SearchView;
import dev.lazygraph.core.llm.QuotedData;
import java.util.List;
import java.util.Locale;

/**
 * The text of the MCP tools' replies, which is what a calling model reads. Whatever comes from the documents
 * (answer text, snippets, chunk text, titles) is quoted data: inside {@code <data>} elements whose angle
 * brackets are escaped ({@link QuotedData}, as in the LLM prompts), under the rule saying it is never
 * instructions, so a document cannot speak to the model as the tool. The rest is written here.
 */
final class McpReplies {

    private McpReplies() {
    }

    static String answer(AnswerView answer) {
        StringBuilder text = new StringBuilder(QuotedData.RULE).append("\n\n");
        text.append("Answer (route ").append(answer.route().name().toLowerCase(Locale.ROOT)).append("; [n] marks"
                + " the citations listed below):\n");
        text.append(QuotedData.quote("answer", answer.text())).append("\n\n");
        if (answer.citations().isEmpty()) {
            text.append("No citations.\n");
        } else {
            text.append("Citations (read one with get_chunk and its chunkId):\n");
            for (AnswerView.Citation citation : answer.citations()) {
                text.append(String.format(Locale.ROOT, "[%d] document %s, characters %d-%d, chunkId %s%n",
                        citation.number(), quoted(citation.documentKey()), citation.start(), citation.end(),
                        quoted(citation.chunkId())));
            }
        }
        AnswerView.Cost cost = answer.cost();
        int in = cost.llmTokens().values().stream().mapToInt(AnswerView.Tokens::input).sum();
        int out = cost.llmTokens().values().stream().mapToInt(AnswerView.Tokens::output).sum();
        text.append(String.format(Locale.ROOT, "Cost: LLM tokens in %d / out %d (%d calls); relevance tests %d of %d;"
                        + " communities summarized %d.%n", in, out, cost.llmCalls(), cost.relevanceTests(),
                cost.relevanceBudget(), cost.communitiesSummarized()));
        for (String warning : answer.warnings()) {
            text.append("Warning: ").append(warning).append('\n');
        }
        return text.toString();
    }

    static String search(SearchView result) {
        StringBuilder text = new StringBuilder(QuotedData.RULE).append("\n\n");
        if (result.hits().isEmpty()) {
            return text.append("No chunk matches the question.\n").toString();
        }
        text.append(result.hits().size()).append(" chunks, best first (read one whole with get_chunk):\n");
        int rank = 1;
        for (SearchView.Hit hit : result.hits()) {
            text.append(String.format(Locale.ROOT, "%n%d. document %s, characters %d-%d, score %.4f, chunkId %s%n",
                    rank++, quoted(hit.documentKey()), hit.start(), hit.end(), hit.score(), quoted(hit.chunkId())));
            text.append(QuotedData.quote(hit.chunkId(), hit.snippet())).append('\n');
        }
        return text.toString();
    }

    static String chunk(ChunkView chunk) {
        return QuotedData.RULE + "\n\n" + String.format(Locale.ROOT,
                "Chunk %d of document %s (revision %s), characters %d-%d of its parsed text:%n", chunk.ordinal(),
                quoted(chunk.documentKey()), chunk.revision(), chunk.start(), chunk.end())
                + QuotedData.quote(chunk.id(), chunk.text()) + "\n";
    }

    static String documents(String collection, List<DocumentView> documents) {
        if (documents.isEmpty()) {
            return "Collection " + quoted(collection) + " holds no documents.\n";
        }
        StringBuilder listing = new StringBuilder();
        for (DocumentView document : documents) {
            listing.append(String.format(Locale.ROOT, "%s | title %s | revision %s | %d chunks | %d words | %s%n",
                    document.key(), document.title(), document.revision(), document.chunks(), document.words(),
                    McpDocuments.uri(document.collection(), document.key())));
        }
        return QuotedData.RULE + "\n\n" + documents.size() + " documents in collection " + quoted(collection)
                + " (key | title | revision | chunks | words | resource URI):\n"
                + QuotedData.quote("documents", listing.toString().stripTrailing()) + "\n";
    }

    /** A key or id as a JSON string: it may hold any printable character, quotes included. */
    private static String quoted(String value) {
        return '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
