package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class LoadMixTest {
    private static final List<String> TEXTS = List.of(
            "Amara Okafor apologised to the Nordhav Research Institute. Oslo was cold.",
            "The Aurora Reef Survey met Amara Okafor in Trondheim.");

    @Test
    void questionsAreBuiltFromMultiWordNamesOfTheCorpus() {
        LoadMix mix = LoadMix.of(TEXTS, List.of("Driftline recall", ""));
        assertEquals(3, mix.names(), "Amara Okafor, Aurora Reef Survey, Nordhav Research Institute");
        Random random = new Random(7);
        for (int i = 0; i < 200; i++) {
            LoadMix.Request request = mix.next(random);
            switch (request.kind()) {
                case DOCUMENTS -> assertEquals(null, request.body());
                case TITLE -> assertTrue(request.body().contains("What is Driftline recall about?"), request.body());
                case THEMES -> assertTrue(request.body().contains("\"route\":\"global\""), request.body());
                case TOP3 -> assertTrue(request.body().contains("\"topK\":3"), request.body());
                default -> assertTrue(request.body().matches(".*(Amara Okafor|Aurora Reef Survey|Nordhav Research"
                        + " Institute).*"), request.body());
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameRequestsInTheWeightedShares() {
        LoadMix mix = LoadMix.of(TEXTS, List.of("Driftline recall"));
        Random a = new Random(42);
        Random b = new Random(42);
        Map<LoadMix.Kind, Integer> counts = new EnumMap<>(LoadMix.Kind.class);
        int draws = 20_000;
        IntStream.range(0, draws).forEach(i -> {
            LoadMix.Request request = mix.next(a);
            assertEquals(request, mix.next(b));
            counts.merge(request.kind(), 1, Integer::sum);
        });
        assertEquals(100, List.of(LoadMix.Kind.values()).stream().mapToInt(k -> k.weight).sum());
        for (LoadMix.Kind kind : LoadMix.Kind.values()) {
            double share = 100.0 * counts.get(kind) / draws;
            assertEquals(kind.weight, share, 1.5, kind + " share");
        }
    }
}
