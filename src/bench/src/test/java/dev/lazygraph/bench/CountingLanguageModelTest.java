package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.llm.LanguageModel.Completion;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.query.Stage;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CountingLanguageModelTest {
    private static String batch(String question, String... excerpts) {
        StringBuilder user = new StringBuilder(QuotedData.quote("question", question)).append("\n\nExcerpts:\n");
        for (int i = 0; i < excerpts.length; i++) {
            user.append(QuotedData.quote(String.valueOf(i + 1), excerpts[i])).append('\n');
        }
        return user.toString();
    }

    @Test
    void aBatchedRelevanceTestListsTheExcerptsMentioningAThirdOfTheQuestionsContentWords() {
        CountingLanguageModel llm = new CountingLanguageModel();
        String user = batch("How do researchers use quantum computers for chemistry?",
                "We talked about the weather.", "Quantum computers could simulate chemistry one day.",
                "Researchers at the lab built a computer.", "Nothing here.");

        Completion reply = llm.complete(new Prompt(Stage.RELEVANCE, "List the helpful excerpts.", user, 40));

        assertEquals("2, 3", reply.text());
        assertEquals("NONE", llm.complete(new Prompt(Stage.RELEVANCE, "x", batch("Who won the match?", "A recipe."), 10)).text());
    }

    @Test
    void tokensAreCountedWithTheO200kEncodingAndRepliesStayWithinTheirLimit() {
        CountingLanguageModel llm = new CountingLanguageModel();
        Prompt prompt = new Prompt(Stage.SUMMARY, "Summarize.", "one two three four five six seven eight nine ten", 4);

        Completion completion = llm.complete(prompt);

        assertEquals(TokenCounter.count("Summarize.") + TokenCounter.count(prompt.user()), completion.inputTokens());
        assertTrue(completion.outputTokens() <= 4, completion.text());
        assertEquals(TokenCounter.count(completion.text()), completion.outputTokens());
        assertEquals(completion.inputTokens() + completion.outputTokens(), llm.inputTokens() + llm.outputTokens());
        assertEquals(4, TokenCounter.count("Hello, world!"), "o200k_base: Hello / , / world / !");
    }

    @Test
    void graphRagPromptsAreFilledLikePythonFormat() {
        assertEquals("{\"a\": 1} text 2000 {x}", GraphRagReference.fill("{{\"a\": 1}} {input_text} {max_length} {{x}}",
                Map.of("input_text", "text", "max_length", "2000")));
    }
}
