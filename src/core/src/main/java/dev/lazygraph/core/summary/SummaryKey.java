package dev.lazygraph.core.summary;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collection;
import java.util.HexFormat;
import java.util.TreeSet;

/**
 * Cache key of a community summary, derived from exactly what it summarizes: the method, the member concepts
 * and the source chunk ids (which carry the document revisions). Any change to the content gives a new key;
 * the same content always gives the same key, whatever the order it is listed in.
 */
public final class SummaryKey {
    private SummaryKey() {
    }

    public static String of(String method, Collection<String> concepts, Collection<String> chunkIds) {
        StringBuilder content = new StringBuilder("summary-v1\n").append(method).append('\n');
        new TreeSet<>(concepts).forEach(c -> content.append(c).append('\u0001'));
        content.append('\n');
        new TreeSet<>(chunkIds).forEach(id -> content.append(id).append('\u0001'));
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(content.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }
}
