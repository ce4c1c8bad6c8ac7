package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryBenchTest {

    @Test
    void questionsGoRoundTheListWhenTheyRunOut() {
        List<String> questions = List.of("a", "b", "c");
        assertEquals(List.of("a", "b", "c", "a", "b"), MemoryBench.cycled(questions, 0, 5));
        assertEquals(List.of("c", "a"), MemoryBench.cycled(questions, 5, 2));
    }
}
