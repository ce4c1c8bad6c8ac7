package dev.lazygraph.core.document;

import java.util.regex.Pattern;

/** Rules for collection (tenant) ids: they end up in storage keys, so they are kept to a safe alphabet. */
public final class Collections {
    public static final String DEFAULT = "default";
    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private Collections() {
    }

    public static String requireValid(String collection) {
        if (collection == null || !VALID.matcher(collection).matches()) {
            throw new IllegalArgumentException(
                    "collection id must be 1-64 characters of letters, digits, '.', '_' or '-': "
                            + (collection == null ? "none given" : "'" + DisplaySafe.escape(collection) + "'"));
        }
        return collection;
    }
}
