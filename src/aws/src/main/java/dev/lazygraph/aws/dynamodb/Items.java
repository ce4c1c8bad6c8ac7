package dev.lazygraph.aws.dynamodb;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Item format shared by the adapters: key building (collection id first in every partition key, see
 * TABLE.md), DynamoDB key length limits and the item size estimate of the 400 KB limit.
 */
public final class Items {
    /** DynamoDB limits: partition key 2048 bytes, sort key 1024 bytes, item 400 KB (names + values). */
    public static final int MAX_PARTITION_KEY_BYTES = 2048;
    public static final int MAX_SORT_KEY_BYTES = 1024;
    public static final int MAX_ITEM_BYTES = 400 * 1024;

    private static final String SEP = "#";
    private static final int DIGEST_CHARS = 44; // "~" + 43 chars of unpadded base64url SHA-256

    private Items() {
    }

    /** {@code <collection>#<kind>}; collection ids cannot contain '#', so the prefix is unambiguous. */
    public static String partition(String collection, String kind) {
        return collection + SEP + kind;
    }

    /** {@code <collection>#<kind>#<value>}, the value shortened if the key would exceed the partition key limit. */
    public static String partition(String collection, String kind, String value) {
        String prefix = partition(collection, kind) + SEP;
        return prefix + fit(value, MAX_PARTITION_KEY_BYTES - utf8Length(prefix));
    }

    /** {@code <prefix><value>}, the value shortened if the key would exceed the sort key limit. */
    public static String sort(String prefix, String value) {
        return prefix + fit(value, MAX_SORT_KEY_BYTES - utf8Length(prefix));
    }

    /**
     * {@code value} itself when it fits in {@code maxBytes} of UTF-8, else its longest whole-code-point prefix
     * that leaves room for "~" + the SHA-256 of the whole value. Document keys may be 1024 characters, i.e.
     * up to 4 KB of UTF-8, which no DynamoDB key holds; the digest keeps long keys distinct. Items whose key
     * was shortened also store the full value in an attribute (see {@link #wasShortened}).
     */
    public static String fit(String value, int maxBytes) {
        if (utf8Length(value) <= maxBytes) {
            return value;
        }
        int budget = maxBytes - DIGEST_CHARS;
        StringBuilder prefix = new StringBuilder();
        int used = 0;
        for (int i = 0; i < value.length(); ) {
            int codePoint = value.codePointAt(i);
            int bytes = utf8Length(new String(Character.toChars(codePoint)));
            if (used + bytes > budget) {
                break;
            }
            prefix.appendCodePoint(codePoint);
            used += bytes;
            i += Character.charCount(codePoint);
        }
        return prefix + digest(value);
    }

    /** "~" + unpadded base64url SHA-256 of {@code value}: a short, separator-free stand-in for it. */
    public static String digest(String value) {
        return "~" + sha256(value);
    }

    /** The value part of a {@link #partition(String, String, String)} key (shortened if it had to be). */
    public static String partitionValue(String partitionKey) {
        int kind = partitionKey.indexOf('#');
        return partitionKey.substring(partitionKey.indexOf('#', kind + 1) + 1);
    }

    public static boolean wasShortened(String value, String keyPart) {
        return !value.equals(keyPart);
    }

    public static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of(TableSchema.PARTITION_KEY, s(pk), TableSchema.SORT_KEY, s(sk));
    }

    /** The key ({@code pk}, {@code sk}) of a whole item. */
    public static Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
        return key(string(item, TableSchema.PARTITION_KEY), string(item, TableSchema.SORT_KEY));
    }

    public static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    public static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }

    public static String string(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null ? null : value.s();
    }

    public static long number(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null || value.n() == null ? 0 : Long.parseLong(value.n());
    }

    public static int utf8Length(String value) {
        return value.getBytes(UTF_8).length;
    }

    /** Item size as DynamoDB counts it against the 400 KB limit and for capacity units (documented rules). */
    public static long size(Map<String, AttributeValue> item) {
        long size = 0;
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            size += utf8Length(attribute.getKey()) + size(attribute.getValue());
        }
        return size;
    }

    private static long size(AttributeValue value) {
        return switch (value.type()) {
            case S -> utf8Length(value.s());
            case N -> numberSize(value.n());
            case B -> value.b().asByteArray().length;
            case BOOL, NUL -> 1;
            case SS -> value.ss().stream().mapToLong(Items::utf8Length).sum();
            case NS -> value.ns().stream().mapToLong(Items::numberSize).sum();
            case BS -> value.bs().stream().mapToLong(b -> b.asByteArray().length).sum();
            case L -> 3 + elements(value.l());
            case M -> 3 + size(value.m()) + value.m().size();
            default -> throw new IllegalArgumentException("unknown attribute value type: " + value);
        };
    }

    private static long elements(List<AttributeValue> values) {
        return values.stream().mapToLong(v -> size(v) + 1).sum();
    }

    private static long numberSize(String number) {
        String digits = number.replaceAll("[^0-9]", "").replaceAll("^0+", "").replaceAll("0+$", "");
        return Math.max(1, (digits.length() + 1) / 2) + 1;
    }

    /** Attribute-value list of strings. */
    public static AttributeValue strings(Collection<String> values) {
        return AttributeValue.fromL(values.stream().map(Items::s).toList());
    }

    private static String sha256(String value) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(value.getBytes(UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JRE", e);
        }
    }
}
