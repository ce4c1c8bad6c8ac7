package dev.lazygraph.api.documents;

import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One page of a collection's documents as {@code GET /documents} returns it.
 *
 * @param total     documents matching the filter, on every page together
 * @param offset    how many matching documents come before this page
 * @param limit     the most documents a page holds
 * @param documents this page's documents, in the order asked for
 */
@RegisterForReflection
public record DocumentPage(int total, int offset, int limit, List<DocumentView> documents) {

    public static final int DEFAULT_LIMIT = 100;
    public static final int MAX_LIMIT = 1_000;

    /** The orders a listing can be sorted by; a leading '-' reverses one. Ties are broken by key. */
    private static final Map<String, Comparator<DocumentView>> ORDERS = Map.of(
            "key", Comparator.comparing(DocumentView::key),
            "title", Comparator.comparing((DocumentView d) -> d.title() == null ? "" : d.title(),
                    String.CASE_INSENSITIVE_ORDER),
            "chunks", Comparator.comparingInt(DocumentView::chunks),
            "words", Comparator.comparingLong(DocumentView::words));

    public DocumentPage {
        documents = List.copyOf(documents);
    }

    /**
     * The page of {@code all} that a listing request asks for.
     *
     * @param keyContains keep the documents whose key contains this, ignoring case; null or blank keeps all
     * @param sort        {@code key}, {@code title}, {@code chunks} or {@code words}, '-' first to reverse;
     *                    null sorts by key
     * @param offset      matching documents to skip, a whole number from 0; absent is 0
     * @param limit       1 to {@link #MAX_LIMIT}; absent is {@link #DEFAULT_LIMIT}
     * @throws IllegalArgumentException for a sort, offset or limit out of those bounds
     */
    static DocumentPage of(List<DocumentView> all, String keyContains, String sort, String offset, String limit) {
        int skip = whole("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = whole("limit", limit, DEFAULT_LIMIT, 1, MAX_LIMIT);
        String needle = keyContains == null ? "" : keyContains.strip().toLowerCase(Locale.ROOT);
        List<DocumentView> matching = all.stream()
                .filter(d -> d.key().toLowerCase(Locale.ROOT).contains(needle))
                .sorted(order(sort))
                .toList();
        int from = Math.min(skip, matching.size());
        return new DocumentPage(matching.size(), skip, size, matching.subList(from, Math.min(matching.size(), from + size)));
    }

    private static int whole(String name, String value, int absent, int min, int max) {
        if (value == null || value.isBlank()) {
            return absent;
        }
        try {
            int number = Integer.parseInt(value.strip());
            if (number >= min && number <= max) {
                return number;
            }
        } catch (NumberFormatException e) {
            // Said below, with the bounds.
        }
        throw new IllegalArgumentException("'" + name + "' must be a whole number from " + min
                + (max == Integer.MAX_VALUE ? " up" : " to " + max) + ", not '" + value + "'");
    }

    private static Comparator<DocumentView> order(String sort) {
        String requested = sort == null || sort.isBlank() ? "key" : sort.strip();
        boolean reversed = requested.startsWith("-");
        Comparator<DocumentView> order = ORDERS.get(reversed ? requested.substring(1) : requested);
        if (order == null) {
            throw new IllegalArgumentException("'sort' must be one of " + ORDERS.keySet().stream().sorted().toList()
                    + ", '-' first for the reverse order; not '" + sort + "'");
        }
        return (reversed ? order.reversed() : order).thenComparing(DocumentView::key);
    }
}
