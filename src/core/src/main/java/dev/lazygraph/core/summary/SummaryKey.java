package dev.lazygraph.core.summary;

import dev.lazygraph.core.cache.ContentKey;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Cache key of a community summary, derived from exactly what it summarizes: the method, the member concepts
 * and the source chunk ids (which carry the document revisions), and for a summary of excerpts rather than
 * whole chunks, the excerpts. Any change to the content gives a new key; the same content always gives the
 * same key, whatever the order the concepts and chunks are listed in.
 */
public final class SummaryKey {
    private SummaryKey() {
    }

    public static String of(String method, Collection<String> concepts, Collection<String> chunkIds) {
        return ContentKey.of(content(method, concepts, chunkIds).toString());
    }

    /** @param excerpts what was read of each source, in the order of the sources sorted by chunk id */
    public static String of(String method, Collection<String> concepts, Collection<String> chunkIds,
                            List<String> excerpts) {
        StringBuilder content = content(method, concepts, chunkIds).append('\n');
        excerpts.forEach(e -> content.append(e).append('\u0001'));
        return ContentKey.of(content.toString());
    }

    private static StringBuilder content(String method, Collection<String> concepts, Collection<String> chunkIds) {
        StringBuilder content = new StringBuilder("summary-v1\n").append(method).append('\n');
        new TreeSet<>(concepts).forEach(c -> content.append(c).append('\u0001'));
        content.append('\n');
        new TreeSet<>(chunkIds).forEach(id -> content.append(id).append('\u0001'));
        return content;
    }
}
