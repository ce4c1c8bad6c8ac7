package dev.lazygraph.core.events;

import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;

/**
 * Which collection (tenant) an S3 object belongs to. Either every object goes to one fixed collection, or
 * the first segment of the key names it ({@code acme/reports/q3.txt} is in collection {@code acme}). The
 * document key is always the full S3 key, so a document can be traced back to its object.
 *
 * @param fromPrefix        take the collection from the key's first segment
 * @param fixedCollection   the collection of every object when {@code fromPrefix} is false
 */
public record CollectionRule(boolean fromPrefix, String fixedCollection) {

    public CollectionRule {
        if (!fromPrefix) {
            Collections.requireValid(fixedCollection);
        }
    }

    /**
     * @throws IllegalArgumentException when the key names no valid collection (prefix rule) or is not a
     *                                  valid document key
     */
    public DocumentId documentId(String key) {
        if (!fromPrefix) {
            return new DocumentId(fixedCollection, key);
        }
        int slash = key.indexOf('/');
        if (slash <= 0) {
            throw new IllegalArgumentException(
                    "key '" + key + "' has no collection prefix (expected COLLECTION/...)");
        }
        return new DocumentId(key.substring(0, slash), key);
    }

    /** What the keys of a collection's objects start with: its folder, or nothing when one collection holds all. */
    public String keyPrefix(String collection) {
        return fromPrefix ? Collections.requireValid(collection) + "/" : "";
    }
}
