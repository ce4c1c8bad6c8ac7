package dev.lazygraph.app.page;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A generated collection of 1,024 one-chunk documents about made-up places, built so that a question about one
 * of them finds well over a hundred communities. Document (x, y), for x and y from 0 to 31, names five places,
 * one from each of five lists of 32: a beacon {@code A[x]}, a harbour {@code B[y]}, a group of three
 * {@code C[x ^ y]}, a group of three {@code D[x ^ 2y]} and a light {@code E[x ^ 3y]} (products in GF(32)).
 * That is an orthogonal array: any two places from different lists share exactly one document, and each place
 * is in 32 of the 1,024, so two of them meet exactly as often as chance predicts, their normalized PMI is 0,
 * and no edge joins them. The places of a group always meet (PMI 1): each group is a community of three, each
 * other place a community of one. A question naming the places of one document ranks that document and
 * documents sharing one place with it; only the first covers enough of the question to be relevant.
 */
final class CoastCollection {
    static final int SIDE = 32;
    static final String TITLE = "# Coast Notes\n\n";

    private static final String ONSETS = "bdfgklmnprstvz";
    private static final String VOWELS = "aeiou";
    private static final String ENDINGS = "nrls";

    private final List<String> beacons = names(0, SIDE);
    private final List<String> harbours = names(SIDE, SIDE);
    private final List<String> keepers = names(2 * SIDE, 3 * SIDE);
    private final List<String> pilots = names(5 * SIDE, 3 * SIDE);
    private final List<String> lights = names(8 * SIDE, SIDE);

    /** Every document, by key ({@code c/0000.md} to {@code c/1023.md}). */
    Map<String, String> documents() {
        Map<String, String> documents = new LinkedHashMap<>();
        for (int x = 0; x < SIDE; x++) {
            for (int y = 0; y < SIDE; y++) {
                documents.put(key(x, y), text(x, y));
            }
        }
        return documents;
    }

    static String key(int x, int y) {
        return "c/%04d.md".formatted(SIDE * x + y);
    }

    /** A question naming four of the places of document (x, y). */
    String question(int x, int y) {
        return "Does the %s Beacon beside the %s Harbour get keepers from %s Tower and pilots from %s Point?"
                .formatted(beacons.get(x), harbours.get(y), keepers.get(3 * (x ^ y)),
                        pilots.get(3 * (x ^ times(2, y))));
    }

    private String text(int x, int y) {
        int c = 3 * (x ^ y);
        int d = 3 * (x ^ times(2, y));
        return TITLE + "The %s Beacon stands beside the %s Harbour. %s Tower, %s Ridge and %s Cove send keepers. %s Point, %s Bay and %s Reach send pilots. The %s Light shines.\n"
                .formatted(beacons.get(x), harbours.get(y), keepers.get(c), keepers.get(c + 1), keepers.get(c + 2),
                        pilots.get(d), pilots.get(d + 1), pilots.get(d + 2), lights.get(x ^ times(3, y)));
    }

    /** Multiplication in GF(32), modulo x^5 + x^2 + 1. */
    static int times(int a, int b) {
        int product = 0;
        for (int i = 0; i < 5; i++) {
            if ((b & 1) != 0) {
                product ^= a;
            }
            b >>= 1;
            a <<= 1;
            if ((a & 32) != 0) {
                a ^= 0b100101;
            }
        }
        return product;
    }

    /**
     * {@code count} made-up capitalized names such as "Kavorin", all different: name i spells the digits of
     * {@code i * 7919} in the bases of the syllable lists (7919 is prime to their product, so no two collide).
     */
    private static List<String> names(int first, int count) {
        int syllables = ONSETS.length() * VOWELS.length();
        List<String> names = new ArrayList<>();
        for (int i = first; i < first + count; i++) {
            long code = (long) i * 7919 % ((long) syllables * syllables * syllables * ENDINGS.length());
            StringBuilder name = new StringBuilder();
            for (int s = 0; s < 3; s++) {
                int syllable = (int) (code % syllables);
                code /= syllables;
                name.append(ONSETS.charAt(syllable % ONSETS.length())).append(VOWELS.charAt(syllable / ONSETS.length()));
            }
            name.append(ENDINGS.charAt((int) code));
            names.add(name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1));
        }
        return names;
    }
}
