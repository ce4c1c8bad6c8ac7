package dev.lazygraph.core.document;

import java.util.Objects;

/**
 * Identity of a document: the collection (tenant) it lives in and its key (an S3 key or a path relative
 * to the ingested folder). Every stored item carries the collection so tenants never mix.
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
    }

    @Override
    public String toString() {
        return collection + ":" + key;
    }
}
