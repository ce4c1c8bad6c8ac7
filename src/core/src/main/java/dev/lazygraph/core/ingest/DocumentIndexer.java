package dev.lazygraph.core.ingest;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.chunk.EdgeBlocks;
import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentLinks;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.nlp.ConceptMention;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a parsed document into what it contributes to the graph: its chunks with BM25 terms and concepts.
 *
 * <p>Titles, headings and definition terms name what a text is about ("Apollo 11", "shared_buffers") while
 * the text itself often only says "the mission" or "the default is 128MB". So the title, and the sections a
 * chunk starts under, count as part of every chunk they govern (their terms and concepts), and the concept
 * each of them names, its subject, is marked as the chunk's subject ({@link Mentions}): the walk over the
 * graph then leads from a mention of "Apollo 11" anywhere to the passages about it. Code is searchable by its
 * words but gives no concepts. Links between documents become concepts too ({@link DocumentLinks}). The short paragraphs at a document's edges are fingerprinted ({@link EdgeBlocks}),
 * so that a query can tell a site's repeated lines from a page's text. Thread-safe.
 */
public final class DocumentIndexer {
    private final TextAnalyzer analyzer;
    private final Chunker chunker;

    public DocumentIndexer(TextAnalyzer analyzer, Chunker chunker) {
        this.analyzer = analyzer;
        this.chunker = chunker;
    }

    /** A document without groups or tags. */
    public DocumentIndex index(ParsedDocument document) {
        return index(document, DocumentMetadata.NONE);
    }

    /** @param metadata the groups and tags the document is stored with (its revision already holds them) */
    public DocumentIndex index(ParsedDocument document, DocumentMetadata metadata) {
        Context title = context(document.title());
        Map<Section, Context> sections = new HashMap<>();
        List<EdgeBlocks.Block> edges = EdgeBlocks.ofDocument(document.text());
        List<IndexedChunk> indexed = new ArrayList<>();
        for (Chunk chunk : chunker.chunk(document)) {
            List<Context> contexts = new ArrayList<>(List.of(title));
            Set<String> subjects = new LinkedHashSet<>(title.subject().isEmpty() ? List.of() : List.of(title.subject()));
            for (Section section : chunk.sections()) {
                Context context = sections.computeIfAbsent(section, s -> context(s.title()));
                if (section.start() < chunk.start() && !section.title().equals(document.title())) {
                    contexts.add(context);
                }
                if (!context.subject().isEmpty()) {
                    subjects.add(context.subject());
                }
            }
            List<String> terms = analyzer.terms(chunk.text());
            Map<String, Integer> termFrequencies = new HashMap<>();
            terms.forEach(term -> termFrequencies.merge(term, 1, Integer::sum));
            Map<String, Integer> concepts = new HashMap<>();
            analyzer.conceptMentions(prose(chunk)).forEach(m -> add(concepts, m));
            int length = terms.size();
            for (Context context : contexts) {
                context.terms().forEach(term -> termFrequencies.merge(term, 1, Integer::sum));
                context.mentions().forEach(m -> add(concepts, m));
                length += context.terms().size();
            }
            subjects.forEach(subject -> concepts.merge(subject, Mentions.of(1, true, true), Mentions::merge));
            // The document is what each of its chunks is about; a link names the document it points to.
            concepts.merge(DocumentLinks.conceptOf(document.id().key()), Mentions.of(1, true, true), Mentions::merge);
            document.links().stream().filter(l -> l.offset() >= chunk.start() && l.offset() < chunk.end())
                    .forEach(l -> concepts.merge(DocumentLinks.conceptOf(l.target()), Mentions.of(1, true, false),
                            Mentions::merge));
            // Not words of the chunk (they add nothing to its length): which of the site's edge lines it holds.
            edges.stream().filter(b -> b.start() >= chunk.start() && b.end() <= chunk.end())
                    .forEach(b -> termFrequencies.merge(b.fingerprint(), 1, Integer::sum));
            indexed.add(new IndexedChunk(chunk, length, termFrequencies, concepts));
        }
        String text = document.text();
        return new DocumentIndex(document.id(), document.revision(), document.title(),
                Chunker.countWords(text, 0, text.length()), indexed, metadata);
    }

    /** A title's terms, concept mentions and subject. */
    private record Context(List<String> terms, List<ConceptMention> mentions, String subject) {
    }

    private Context context(String heading) {
        return new Context(analyzer.terms(heading), analyzer.conceptMentions(heading), analyzer.subject(heading));
    }

    /**
     * The chunk's text with its code blanked out (same length, so nothing moves): code is searchable by its
     * words, but noun phrases read from it are noise ("int rc = sqlite3_open" is no concept).
     */
    static String prose(Chunk chunk) {
        if (chunk.code().isEmpty()) {
            return chunk.text();
        }
        char[] text = chunk.text().toCharArray();
        for (CodeBlock block : chunk.code()) {
            int from = Math.max(0, block.start() - chunk.start());
            int to = Math.min(text.length, block.end() - chunk.start());
            for (int i = from; i < to; i++) {
                if (text[i] != '\n') {
                    text[i] = ' ';
                }
            }
        }
        return new String(text);
    }

    private static void add(Map<String, Integer> concepts, ConceptMention mention) {
        concepts.merge(mention.key(), Mentions.of(1, mention.name(), false), Mentions::merge);
    }
}
