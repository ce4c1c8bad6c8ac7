package dev.lazygraph.core.access;

import dev.lazygraph.core.document.DisplaySafe;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The part of a collection a question is about: documents whose key starts with any of {@code keyPrefixes}
 * (none given: any key) and, for every tag named in {@code tags}, whose value of that tag is any of the values
 * given. The same rule as the caller's groups applies to it at every stage of a query; it only ever narrows
 * what the caller may read.
 *
 * @param keyPrefixes any of them (none: every key)
 * @param tags        tag key &rarr; the values any of which the document's tag must have
 */
public record DocumentFilter(SortedSet<String> keyPrefixes, SortedMap<String, SortedSet<String>> tags) {
    public static final int MAX_TERMS = 50;
    public static final DocumentFilter NONE = new DocumentFilter(new TreeSet<>(), new TreeMap<>());

    public DocumentFilter {
        keyPrefixes = Collections.unmodifiableSortedSet(new TreeSet<>(keyPrefixes == null ? Set.of() : keyPrefixes));
        SortedMap<String, SortedSet<String>> copied = new TreeMap<>();
        int terms = keyPrefixes.size();
        if (tags != null) {
            for (Map.Entry<String, SortedSet<String>> entry : tags.entrySet()) {
                requireText("tag key", entry.getKey(), false);
                if (entry.getValue() == null || entry.getValue().isEmpty()) {
                    throw new IllegalArgumentException("filter tag '" + DisplaySafe.escape(entry.getKey())
                            + "' needs at least one value");
                }
                entry.getValue().forEach(value -> requireText("tag value", value, true));
                copied.put(entry.getKey(), Collections.unmodifiableSortedSet(new TreeSet<>(entry.getValue())));
                terms += entry.getValue().size();
            }
        }
        tags = Collections.unmodifiableSortedMap(copied);
        keyPrefixes.forEach(prefix -> requireText("key prefix", prefix, false));
        if (terms > MAX_TERMS) {
            throw new IllegalArgumentException("a filter may have at most " + MAX_TERMS + " prefixes and values, not "
                    + terms);
        }
    }

    /** A filter from lists as a request gives them ({@code null}: none). */
    public static DocumentFilter of(List<String> keyPrefixes, Map<String, List<String>> tags) {
        SortedMap<String, SortedSet<String>> values = new TreeMap<>();
        if (tags != null) {
            tags.forEach((key, any) -> values.put(key, any == null ? null : new TreeSet<>(any)));
        }
        return new DocumentFilter(keyPrefixes == null ? new TreeSet<>() : new TreeSet<>(keyPrefixes), values);
    }

    /**
     * Reads the filter's text form, one term each: {@code key^=PREFIX} (a key prefix) or {@code NAME=VALUE} (a
     * tag); terms of one kind (the same tag, or prefixes) are any-of, different kinds all apply. What
     * {@code ask --filter} and the query page take.
     *
     * @throws IllegalArgumentException for a term that is neither
     */
    public static DocumentFilter parse(List<String> terms) {
        List<String> prefixes = new ArrayList<>();
        Map<String, List<String>> tags = new LinkedHashMap<>();
        for (String term : terms) {
            if (term.startsWith("key^=")) {
                prefixes.add(term.substring("key^=".length()));
                continue;
            }
            int equals = term.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("a filter term is 'key^=PREFIX' or 'TAG=VALUE', not '"
                        + DisplaySafe.escape(term) + "'");
            }
            tags.computeIfAbsent(term.substring(0, equals), k -> new ArrayList<>()).add(term.substring(equals + 1));
        }
        return of(prefixes, tags);
    }

    public boolean isNone() {
        return keyPrefixes.isEmpty() && tags.isEmpty();
    }

    /** Whether the filter names tags: deciding it then needs the documents' tags, not only their keys. */
    public boolean namesTags() {
        return !tags.isEmpty();
    }

    public boolean admitsKey(String key) {
        if (keyPrefixes.isEmpty()) {
            return true;
        }
        for (String prefix : keyPrefixes) {
            if (key.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    public boolean admitsTags(Map<String, String> documentTags) {
        for (Map.Entry<String, SortedSet<String>> wanted : tags.entrySet()) {
            String value = documentTags.get(wanted.getKey());
            if (value == null || !wanted.getValue().contains(value)) {
                return false;
            }
        }
        return true;
    }

    /** The text form {@link #parse} reads. */
    public List<String> terms() {
        Set<String> terms = new LinkedHashSet<>();
        keyPrefixes.forEach(prefix -> terms.add("key^=" + prefix));
        tags.forEach((key, values) -> values.forEach(value -> terms.add(key + "=" + value)));
        return List.copyOf(terms);
    }

    private static void requireText(String what, String text, boolean mayBeEmpty) {
        if (text == null || (!mayBeEmpty && text.isEmpty()) || text.length() > 1024) {
            throw new IllegalArgumentException("a filter " + what + " must be " + (mayBeEmpty ? "0" : "1")
                    + "-1024 characters");
        }
        for (int i = 0; i < text.length(); i++) {
            if (DisplaySafe.changesDisplay(text.charAt(i))) {
                throw new IllegalArgumentException(String.format(
                        "a filter %s must not contain control characters: U+%04X at position %d", what,
                        (int) text.charAt(i), i));
            }
        }
    }
}
