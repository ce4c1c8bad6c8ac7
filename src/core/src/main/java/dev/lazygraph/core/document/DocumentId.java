package dev.lazygraph.core.document;

import java.util.Objects;

/**
 * Identity of a document: the collection (tenant) it lives in and its key (an S3 key or a path relative
 * to the ingested folder). Every stored item carries the collection so tenants never mix.
 *
 * <p>Keys are printed (CLI listings, citations, logs), so a key may not hold characters that change what a
 * terminal or a log shows ({@link DisplaySafe}): a key could otherwise forge output lines.
 */
public record DocumentId(String collection, String key) {
    public static final int MAX_KEY_LENGTH = 1024;

    public DocumentId {
        Collections.requireValid(collection);
        Objects.requireNonNull(key, "key");
        if (key.isBlank()) {
            throw new IllegalArgumentException("document key must not be blank");
        }
        if (key.length() > MAX_KEY_LENGTH) {
            throw new IllegalArgumentException("document key longer than " + MAX_KEY_LENGTH + " characters");
        }
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (DisplaySafe.changesDisplay(c)) {
                // The message names the character by code point: echoing the key would print it.
                throw new IllegalArgumentException(String.format(
                        "document key must not contain control characters: U+%04X at position %d", (int) c, i));
            }
        }
    }

    @Override
    public String toString() {
        return collection + ":" + key;
    }
}
