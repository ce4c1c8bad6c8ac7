package dev.lazygraph.core.summary;

import java.util.List;
import java.util.SortedMap;

/**
 * A community summary as cached.
 *
 * @param key      derived from the content it summarizes (member concepts + source chunk ids/revisions)
 * @param sources  document key -> revision the summary was built from; a summary is only valid while
 *                 every source document is still stored at that revision
 * @param concepts member concepts of the community (for display)
 */
public record CachedSummary(String collection, String key, String text, SortedMap<String, String> sources,
                            List<String> concepts, int inputTokens, int outputTokens) {
}
