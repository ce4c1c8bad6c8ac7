package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.query.answer.Draft;
import java.util.List;

/**
 * What the answer stage wrote in one attempt.
 *
 * @param readFrom the chunks the answer was built from besides the ranking's top chunks and the summaries'
 *                 sources, each of whose revisions must still be stored when the answer is returned
 */
record Drafted(Draft draft, List<Chunk> readFrom) {
    Drafted {
        readFrom = List.copyOf(readFrom);
    }
}
