package dev.lazygraph.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The count is o200k's, and the count of a prompt of quoted blocks is the sum of its parts' counts, which the
 * answer's packing relies on to recount only the block a passage is added to.
 */
class ContextTokensTest {
    private static final String[] PIECES = {"the", " server", " reads", " configuration", "Connector", " port=\"8080\"",
            " maxThreads", "=", "200", "1234567", " functools.lru_cache(maxsize=128)", " ->>", " <b>", "&amp;", " &",
            "\n", "\n\n", "   ", "\t", " Dvořák", " 東京", " Ἀριστοτέλης", "...", "::", " `--max-http-header-size`",
            " don't", "'s", " QUILL_FULL", " ¶", "—", " x ** 2", "{'a': [1, 2]}", " café", "\r\n"};

    @Test
    void countsAsO200kSplits() {
        assertEquals(4, ContextTokens.count("Hello, world!"), "Hello / , / world / !");
        assertEquals(0, ContextTokens.count(""));
        assertEquals(1, ContextTokens.count("999"), "up to three digits are one piece, and one token");
    }

    @Test
    void aPromptOfQuotedBlocksCountsAsTheSumOfItsParts() {
        Random random = new Random(34);
        for (int prompt = 0; prompt < 200; prompt++) {
            String prefix = "Question:\n" + QuotedData.quote("question", text(random, 20)) + "\n\nExcerpts:\n";
            List<String> blocks = new ArrayList<>();
            for (int b = 1 + random.nextInt(8); b > 0; b--) {
                blocks.add(QuotedData.quote(String.valueOf(1 + random.nextInt(999)), text(random, 80)) + '\n');
            }
            int parts = ContextTokens.count(prefix) + blocks.stream().mapToInt(ContextTokens::count).sum();
            String whole = prefix + String.join("", blocks);
            assertEquals(ContextTokens.count(whole), parts, whole);
        }
    }

    /** Up to {@code pieces} pieces of prose, code, markup, numbers, whitespace and other alphabets, in any order. */
    private static String text(Random random, int pieces) {
        StringBuilder text = new StringBuilder();
        for (int p = 1 + random.nextInt(pieces); p > 0; p--) {
            text.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return text.toString();
    }
}
