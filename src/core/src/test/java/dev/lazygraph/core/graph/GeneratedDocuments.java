package dev.lazygraph.core.graph;

import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.DocumentIndexer;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * Small English documents generated from a seed, from one shared vocabulary so that different documents
 * share concepts and co-occurrence edges (which is what makes subtracting one of them non-trivial), and
 * their real {@link DocumentIndex} built by the production parser, chunker, analyzer and indexer.
 */
public final class GeneratedDocuments {
    /** Small enough that a generated document spans several chunks. */
    public static final int CHUNK_TARGET_TOKENS = 60;

    private static final String[] PEOPLE = {"Ada Lovelace", "Grace Hopper", "Alan Turing", "Margaret Hamilton",
        "Katherine Johnson", "Barbara Liskov", "Dennis Ritchie", "Edsger Dijkstra"};
    private static final String[] PLACES = {"NASA", "Bell Labs", "Harvard University", "the Royal Society",
        "the Navy", "Cambridge", "Stanford University"};
    private static final String[] THINGS = {"compiler", "flight software", "analytical engine",
        "programming language", "operating system", "orbital mechanics", "punched card", "memory unit",
        "error handling", "data abstraction", "shortest path algorithm", "guidance computer"};
    private static final String[] QUALITIES = {"early", "reliable", "famous", "mechanical", "modern", "elegant",
        "experimental"};
    private static final String[] ACTIONS = {"designed", "studied", "described", "improved", "tested", "explained"};
    private static final String[] TEMPLATES = {
        "%1$s %5$s the %4$s %3$s at %2$s.",
        "The %3$s that %1$s %5$s changed how engineers think about the %6$s.",
        "In %7$d, %1$s joined %2$s to work on the %4$s %3$s.",
        "Colleagues at %2$s praised the %3$s for its %4$s %6$s.",
        "Years later, students still read what %1$s wrote about the %3$s and the %6$s.",
    };

    private GeneratedDocuments() {
    }

    /** A paragraph-structured text of {@code sentences} sentences. */
    public static String text(long seed, int sentences) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < sentences; i++) {
            String sentence = String.format(TEMPLATES[random.nextInt(TEMPLATES.length)],
                    pick(random, PEOPLE), pick(random, PLACES), pick(random, THINGS), pick(random, QUALITIES),
                    pick(random, ACTIONS), pick(random, THINGS), 1930 + random.nextInt(60));
            text.append(sentence).append(i % 4 == 3 ? "\n\n" : " ");
        }
        return text.toString().strip();
    }

    public static SourceDocument source(DocumentId id, long seed, int sentences) {
        return new SourceDocument(id, null, text(seed, sentences).getBytes(StandardCharsets.UTF_8));
    }

    /** The real index of the generated document: parsed, chunked and analyzed by production code. */
    public static DocumentIndex index(DocumentId id, long seed, int sentences) {
        DocumentIndexer indexer = new DocumentIndexer(SharedAnalyzer.get(),
                new Chunker(SharedAnalyzer.get(), CHUNK_TARGET_TOKENS, 1));
        return indexer.index(new DocumentParser(1 << 20).parse(source(id, seed, sentences)));
    }

    private static String pick(Random random, String[] values) {
        return values[random.nextInt(values.length)];
    }
}
