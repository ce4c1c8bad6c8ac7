package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.community.DocumentUnits;
import dev.lazygraph.core.query.community.UnitSpread;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The global answer without an LLM: one line per theme, in community order: the community's label
 * ({@link Themes#label}) and the sentence of its summarized chunks that represents it best
 * ({@link Themes#representative}) and that no earlier theme gave (communities overlap): one theme per
 * summarized community (how many are summarized is the route's choice), none built on sentences other units of
 * the collection repeat ({@link RepeatedSentences}). In a collection of files without structure whose documents
 * are parts of units (episodes split into parts), a theme is named by its main units and its subjects.
 */
public final class ExtractiveThemes {
    private final Themes themes;
    private final Quotes quotes;

    public ExtractiveThemes(TextAnalyzer analyzer) {
        this.themes = new Themes(analyzer);
        this.quotes = new Quotes(analyzer);
    }

    public Draft write(Evidence evidence) {
        CitationList cites = new CitationList();
        List<CommunityUse> uses = new ArrayList<>();
        Set<String> given = new HashSet<>();
        StringBuilder text = new StringBuilder();
        Set<IndexedChunk> indexed = new LinkedHashSet<>(evidence.chunks());
        indexed.addAll(evidence.ranked());
        evidence.passages().forEach(p -> indexed.add(p.passage().chunk()));
        List<Chunk> read = everythingRead(evidence, indexed);
        DocumentUnits units = DocumentUnits.of(read.stream().map(c -> c.document().key()).distinct().toList());
        boolean flat = unstructured(read, units);
        UnitSpread spread = UnitSpread.of(indexed, units);
        RepeatedSentences template = RepeatedSentences.among(read, quotes, units);
        for (SummarizedCommunity sc : evidence.communities()) {
            List<CitationList.Segment> segments = cites.segments(sc.summary().text(), sc.summary().sources());
            uses.add(sc.use(CitationList.join(segments)));
            Set<String> templateConcepts = themes.templateConcepts(sc.community(), spread, template);
            Optional<String> flatLabel = flat
                    ? themes.label(sc.community(), sc.summary().sources(), units, spread, templateConcepts)
                    : Optional.empty();
            if (flat && flatLabel.isEmpty()) {
                continue; // the community says nothing specific of its units: the collection's common talk
            }
            themes.representative(sc.community(), sc.summary().sources(), evidence.weights(), given,
                            evidence.repeats(), template, templateConcepts, flat ? units.nameWords() : Set.of())
                    .ifPresent(s -> {
                        given.add(s.text());
                        String label = flatLabel.orElseGet(() -> themes.label(sc.community(), sc.summary().sources()));
                        text.append("- ").append(label).append(": ")
                                .append(CitationList.unmarked(s.text()))
                                .append(" [").append(cites.cite(s)).append("]\n");
                    });
        }
        return new Draft(text.toString().trim(), cites.citations(), uses);
    }

    /**
     * Every chunk the answer read: the summaries' sources and the chunks of {@code indexed} (the ranked chunks and
     * the passages'). The more of the collection's units are compared, the surer a line they all repeat is found.
     */
    private static List<Chunk> everythingRead(Evidence evidence, Set<IndexedChunk> indexed) {
        Set<Chunk> read = new LinkedHashSet<>(evidence.summarySources());
        indexed.forEach(c -> read.add(c.chunk()));
        return List.copyOf(read);
    }

    /**
     * Whether the documents read are files of one folder, named as parts of units: a collection without structure
     * to name its themes by (transcripts split into parts), whose units name them instead.
     */
    private static boolean unstructured(List<Chunk> read, DocumentUnits units) {
        Set<String> folders = new HashSet<>();
        for (Chunk chunk : read) {
            String key = chunk.document().key();
            folders.add(key.contains("/") ? key.substring(0, key.lastIndexOf('/')) : "");
        }
        return folders.size() == 1 && units.split();
    }
}
