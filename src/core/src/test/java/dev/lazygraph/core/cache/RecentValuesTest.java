package dev.lazygraph.core.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecentValuesTest {

    @Test
    void aKeptValueIsNotComputedAgainAndTheLeastRecentlyUsedGoesFirst() {
        List<String> computed = new ArrayList<>();
        RecentValues<String, Integer> recent = new RecentValues<>(2);
        assertEquals(1, recent.get("a", key -> { computed.add(key); return 1; }));
        assertEquals(2, recent.get("b", key -> { computed.add(key); return 2; }));
        assertEquals(1, recent.get("a", key -> { computed.add(key); return -1; })); // kept: "b" is now the eldest
        assertEquals(3, recent.get("c", key -> { computed.add(key); return 3; })); // "b" goes
        assertEquals(1, recent.get("a", key -> { computed.add(key); return -1; }));
        assertEquals(20, recent.get("b", key -> { computed.add(key); return 20; }));
        assertEquals(List.of("a", "b", "c", "b"), computed);
    }
}
