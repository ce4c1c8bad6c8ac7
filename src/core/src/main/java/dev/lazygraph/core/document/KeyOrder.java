package dev.lazygraph.core.document;

import java.nio.charset.StandardCharsets;
import java.util.Comparator;

/**
 * The order of document keys by their UTF-8 bytes: the order S3 lists object keys in and DynamoDB sorts string
 * sort keys in. Java's own {@link String#compareTo} compares UTF-16 units, which puts characters beyond U+FFFF
 * before U+E000..U+FFFF; walking a bucket listing beside a table listing needs the order both of them use.
 */
public final class KeyOrder {
    public static final Comparator<String> UTF8 = KeyOrder::compareUtf8;

    /** The longest key S3 stores, in bytes of UTF-8. */
    public static final int MAX_OBJECT_KEY_BYTES = 1024;

    private KeyOrder() {
    }

    /** Whether {@code key} could be an S3 object key at all (S3 keys are at most 1,024 bytes of UTF-8). */
    public static boolean fitsObjectKey(String key) {
        return key.getBytes(StandardCharsets.UTF_8).length <= MAX_OBJECT_KEY_BYTES;
    }

    /** UTF-8 byte order is code point order. */
    private static int compareUtf8(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Boolean.compare(i < a.length(), j < b.length());
    }
}
