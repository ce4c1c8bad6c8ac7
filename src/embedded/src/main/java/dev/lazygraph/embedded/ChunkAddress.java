package dev.lazygraph.embedded;

import java.util.Optional;

/**
 * Where a chunk id points: {@code Chunk.idOf} writes {@code key#revision#ordinal}, and a revision holds no
 * {@code #} ({@code DocumentIndex.requireStorable}), so the id is read from the right. The store finds a
 * chunk by its document and ordinal and needs no index of chunk ids.
 */
record ChunkAddress(String key, String revision, int ordinal) {

    /** Empty for a string that is no chunk id (it then names no stored chunk). */
    static Optional<ChunkAddress> parse(String chunkId) {
        int last = chunkId.lastIndexOf('#');
        int middle = last > 0 ? chunkId.lastIndexOf('#', last - 1) : -1;
        if (middle <= 0 || last == chunkId.length() - 1) {
            return Optional.empty();
        }
        String ordinal = chunkId.substring(last + 1);
        if (ordinal.length() > 9 || !ordinal.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return Optional.empty();
        }
        return Optional.of(new ChunkAddress(chunkId.substring(0, middle), chunkId.substring(middle + 1, last),
                Integer.parseInt(ordinal)));
    }
}
