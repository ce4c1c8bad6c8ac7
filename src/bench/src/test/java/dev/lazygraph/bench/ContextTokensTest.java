package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.llm.ContextTokens;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The core's token count, which holds the answer's context to its size, never counts fewer tokens than the
 * encoding the benches report (o200k), on prose, on code, on markup and on names in other alphabets, so a context held to 1,600 counted
 * tokens is at most 1,600 reported ones; and it does not overcount prose by more than a third, so the room is
 * not wasted.
 */
class ContextTokensTest {
    @Test
    void countsAtLeastTheBenchEncodingsTokensAndProseNotMuchMore() throws IOException {
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("../../samples"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                texts.add(Files.readString(file));
            }
        }
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            code.append(">>> cache_").append(i).append(" = functools.lru_cache(maxsize=").append(128 * i)
                    .append(", typed=False)(lambda x: x ** 2 + ").append(i).append(")\n")
                    .append("... if obj.__dict__['key_").append(i).append("'] != {'a': [1, 2]}: raise ValueError(\"bad\")\n")
                    .append("$ node --max-old-space-size=").append(4096 + i).append(" --inspect=127.0.0.1:9229 app.js\n")
                    .append("<Connector port=\"8").append(i).append("\" protocol=\"HTTP/1.1\" connectionTimeout=\"20000\"/>\n");
        }
        texts.add(code.toString());
        texts.add("Antonín Dvořák wrote the Symphony No. 9 in Prague; Ξενοφών and Ἀριστοτέλης are Greek names, "
                + "東京 is Tokyo, and Sønderjylland, Łódź and Đorđević appear in the same encyclopaedia article.\n"
                .repeat(20));
        texts.add(":class:`collections.deque` and :meth:`Queue.put_nowait` -- see ``maxlen`` (default ``None``).\n"
                .repeat(40));
        for (String text : texts) {
            int counted = ContextTokens.count(text);
            int encoded = TokenCounter.count(text);
            assertTrue(counted >= encoded, "counted " + counted + " < o200k " + encoded + ": " + text.substring(0, 80));
        }
        String prose = String.join("\n", texts.subList(0, texts.size() - 3));
        double over = ContextTokens.count(prose) / (double) TokenCounter.count(prose);
        assertTrue(over < 1.34, "prose overcounted " + over);
    }
}
