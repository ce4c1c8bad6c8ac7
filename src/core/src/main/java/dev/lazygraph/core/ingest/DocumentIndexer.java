package dev.lazygraph.core.ingest;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.document.Heading;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.graph.DocumentIndex;
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
 * <p>Titles and headings name what a text is about ("Apollo 11") while the text itself often only says "the
 * mission". So the title, and the section heading a chunk starts under, count as part of every chunk they
 * govern (their terms and concepts), and the concept each of them names, its subject, is marked as the
 * chunk's subject ({@link Mentions}): the walk over the graph then leads from a mention of "Apollo 11"
 * anywhere to the passages about it. Thread-safe.
 */
public final class DocumentIndexer {
    private final TextAnalyzer analyzer;
    private final Chunker chunker;

    public DocumentIndexer(TextAnalyzer analyzer, Chunker chunker) {
        this.analyzer = analyzer;
        this.chunker = chunker;
    }

    public DocumentIndex index(ParsedDocument document) {
        Context title = context(document.title());
        Map<Heading, Context> sections = new HashMap<>();
        List<IndexedChunk> indexed = new ArrayList<>();
        for (Chunk chunk : chunker.chunk(document)) {
            List<Context> contexts = new ArrayList<>(List.of(title));
            Set<String> subjects = new LinkedHashSet<>(title.subject().isEmpty() ? List.of() : List.of(title.subject()));
            for (Heading heading : chunk.sections()) {
                Context section = sections.computeIfAbsent(heading, h -> context(h.text()));
                if (heading.offset() < chunk.start() && !heading.text().equals(document.title())) {
                    contexts.add(section);
                }
                if (!section.subject().isEmpty()) {
                    subjects.add(section.subject());
                }
            }
            List<String> terms = analyzer.terms(chunk.text());
            Map<String, Integer> termFrequencies = new HashMap<>();
            terms.forEach(term -> termFrequencies.merge(term, 1, Integer::sum));
            Map<String, Integer> concepts = new HashMap<>();
            analyzer.conceptMentions(chunk.text()).forEach(m -> add(concepts, m));
            int length = terms.size();
            for (Context context : contexts) {
                context.terms().forEach(term -> termFrequencies.merge(term, 1, Integer::sum));
                context.mentions().forEach(m -> add(concepts, m));
                length += context.terms().size();
            }
            subjects.forEach(subject -> concepts.merge(subject, Mentions.of(1, true, true), Mentions::merge));
            indexed.add(new IndexedChunk(chunk, length, termFrequencies, concepts));
        }
        String text = document.text();
        return new DocumentIndex(document.id(), document.revision(), document.title(),
                Chunker.countWords(text, 0, text.length()), indexed);
    }

    /** A title's or heading's terms, concept mentions and subject. */
    private record Context(List<String> terms, List<ConceptMention> mentions, String subject) {
    }

    private Context context(String heading) {
        return new Context(analyzer.terms(heading), analyzer.conceptMentions(heading), analyzer.subject(heading));
    }

    private static void add(Map<String, Integer> concepts, ConceptMention mention) {
        concepts.merge(mention.key(), Mentions.of(1, mention.name(), false), Mentions::merge);
    }
}
