package dev.lazygraph.core.cache;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Cache keys derived from content: the same content always gives the same key, any change a new one. */
public final class ContentKey {
    private ContentKey() {
    }

    /** Lower-case hex SHA-256 of {@code content} in UTF-8. */
    public static String of(String content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(content.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }
}
