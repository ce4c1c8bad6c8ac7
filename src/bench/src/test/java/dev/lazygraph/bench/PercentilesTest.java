package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class PercentilesTest {

    @Test
    void nearestRankOfAnUnsortedSampleLeavesTheSampleAlone() {
        double[] sample = {50, 15, 40, 20, 35};
        assertEquals(15, Percentiles.of(sample, 5), 0.0);
        assertEquals(20, Percentiles.of(sample, 30), 0.0);
        assertEquals(20, Percentiles.of(sample, 40), 0.0);
        assertEquals(35, Percentiles.of(sample, 50), 0.0);
        assertEquals(50, Percentiles.of(sample, 100), 0.0);
        assertArrayEquals(new double[] {50, 15, 40, 20, 35}, sample, 0.0);
    }

    @Test
    void tailPercentilesOfAHundredValues() {
        double[] sample = IntStream.rangeClosed(1, 100).mapToDouble(i -> 101 - i).toArray();
        assertEquals(50, Percentiles.of(sample, 50), 0.0);
        assertEquals(95, Percentiles.of(sample, 95), 0.0);
        assertEquals(99, Percentiles.of(sample, 99), 0.0);
        assertEquals(1, Percentiles.of(sample, 0), 0.0);
    }

    @Test
    void anEmptySampleHasNoLatency() {
        assertEquals(0, Percentiles.of(new double[0], 95), 0.0);
    }
}
