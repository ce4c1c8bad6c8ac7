package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.cache.RecentValues;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.EdgeBlocks;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lines a site repeats at the edges of its pages ({@link EdgeBlocks}) among some chunks: an edge line
 * standing on at least a fifth of the collection's documents (and on {@value #MIN_DOCUMENTS} at least) is the
 * site's, not a page's — a tagline, a "last modified on ..." line, a license footer. Such text is never
 * quoted in an answer or a theme. Read from the stored counts, so what is a repeat changes exactly with the
 * documents stored.
 */
public final class SiteRepeats {
    static final double SHARE_OF_DOCUMENTS = 0.2;
    static final int MIN_DOCUMENTS = 3;

    /**
     * The edge blocks of chunks seen lately, by chunk id: an id names one revision's text, so what is kept never
     * goes stale, and the questions a server answers quote the same pages again and again (finding the blocks was
     * a twentieth of a served question's time on real documentation).
     */
    private static final int RECENT_CHUNKS = 4096;
    private static final RecentValues<String, List<EdgeBlocks.Block>> RECENT = new RecentValues<>(RECENT_CHUNKS);

    private final Map<String, List<EdgeBlocks.Block>> byChunk;

    private SiteRepeats(Map<String, List<EdgeBlocks.Block>> byChunk) {
        this.byChunk = byChunk;
    }

    /** Nothing is a repeat: for callers that quote from no stored collection. */
    public static final SiteRepeats NONE = new SiteRepeats(Map.of());

    /** The repeated blocks of {@code chunks}, read in one call from the counts of their edge blocks. */
    public static SiteRepeats in(GraphView view, Collection<IndexedChunk> chunks) {
        Map<String, List<EdgeBlocks.Block>> candidates = new HashMap<>();
        Set<String> fingerprints = new HashSet<>();
        for (IndexedChunk chunk : chunks) {
            List<EdgeBlocks.Block> blocks = RECENT.get(chunk.id(),
                    id -> List.copyOf(EdgeBlocks.ofChunk(chunk.chunk(), chunk.termFrequencies().keySet())));
            if (!blocks.isEmpty()) {
                candidates.put(chunk.id(), blocks);
                blocks.forEach(b -> fingerprints.add(b.fingerprint()));
            }
        }
        if (fingerprints.isEmpty()) {
            return NONE;
        }
        int threshold = (int) Math.max(MIN_DOCUMENTS, Math.ceil(SHARE_OF_DOCUMENTS * view.stats().documents()));
        Map<String, Integer> counts = view.termDocumentCounts(fingerprints, threshold);
        Map<String, List<EdgeBlocks.Block>> repeated = new HashMap<>();
        candidates.forEach((chunk, blocks) -> {
            List<EdgeBlocks.Block> kept = new ArrayList<>();
            blocks.stream().filter(b -> counts.getOrDefault(b.fingerprint(), 0) >= threshold).forEach(kept::add);
            if (!kept.isEmpty()) {
                repeated.put(chunk, kept);
            }
        });
        return new SiteRepeats(repeated);
    }

    /**
     * Whether {@code [start, end)} (document offsets) of {@code chunk} lies in lines the site repeats: every
     * character of it but the line breaks between them.
     */
    public boolean covers(Chunk chunk, int start, int end) {
        List<EdgeBlocks.Block> repeated = byChunk.getOrDefault(chunk.id(), List.of());
        int at = start;
        while (at < end) {
            int from = at;
            EdgeBlocks.Block line = repeated.stream().filter(b -> b.start() <= from && from < b.end()).findFirst()
                    .orElse(null);
            if (line == null) {
                return false;
            }
            at = line.end();
            while (at < end && Character.isWhitespace(chunk.text().charAt(at - chunk.start()))) {
                at++;
            }
        }
        return !repeated.isEmpty();
    }
}
