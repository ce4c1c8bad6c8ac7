package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.answer.OutlineThemes;
import dev.lazygraph.core.query.community.DocumentParts;
import dev.lazygraph.core.query.graph.CollectionOverview;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.SiteRepeats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Answers a question about the whole collection that names no subject ("What are the main topics of this
 * manual?") without an LLM from the collection's structure: its parts ({@link DocumentParts}), each named by its
 * most central titles ({@link OutlineThemes}). A collection without structure (no links, one folder), a question
 * with a subject, one an LLM answers, or one asked with the picture of its communities (the query page draws the
 * concept communities an answer was found from), goes on to the concept communities.
 */
public final class OutlineStage {
    private final DocumentParts parts;
    private final OutlineThemes themes;
    private final TextAnalyzer analyzer;
    private final int leastThemes;

    /** @param leastThemes themes an overview gives at least ({@link CollectionOverview#themes}) */
    public OutlineStage(DocumentParts parts, OutlineThemes themes, TextAnalyzer analyzer, int leastThemes) {
        this.parts = parts;
        this.themes = themes;
        this.analyzer = analyzer;
        this.leastThemes = leastThemes;
    }

    Optional<Drafted> run(QueryContext context, Routed routed, GraphView view) {
        if (routed.route() != Route.GLOBAL || routed.session().usable() || context.withGraph()
                || !Question.read(routed.focus(), analyzer).isEmpty()) {
            return Optional.empty();
        }
        int themesWanted = CollectionOverview.themes(view.stats().documents(), leastThemes);
        List<DocumentParts.Part> found = parts.of(view, OutlineThemes.mainParts(themesWanted),
                OutlineThemes.partsRead(themesWanted));
        if (found.isEmpty()) {
            return Optional.empty();
        }
        List<String> ids = new ArrayList<>();
        for (DocumentParts.Part part : found) {
            for (DocumentParts.Page page : OutlineThemes.candidates(part)) {
                DocumentRecord document = page.document();
                for (int ordinal = 0; ordinal < Math.min(OutlineThemes.OPENING_CHUNKS, document.chunks()); ordinal++) {
                    ids.add(Chunk.idOf(document.id(), document.revision(), ordinal));
                }
            }
        }
        Map<String, IndexedChunk> read = view.chunks(ids);
        Map<String, List<Chunk>> openings = new LinkedHashMap<>();
        List<Chunk> readFrom = new ArrayList<>();
        for (String id : ids) {
            IndexedChunk chunk = read.get(id);
            if (chunk != null) {
                openings.computeIfAbsent(chunk.chunk().document().key(), k -> new ArrayList<>()).add(chunk.chunk());
                readFrom.add(chunk.chunk());
            }
        }
        return Optional.of(new Drafted(themes.write(found, themesWanted, openings,
                SiteRepeats.in(view, read.values())),
                readFrom));
    }
}
