package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.CommunityUse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The global answer without an LLM: one line per theme, in community order: the community's label
 * ({@link Themes#label}) and the sentence of its summarized chunks that represents it best
 * ({@link Themes#representative}) and that no earlier theme gave (communities overlap): one theme per
 * summarized community (how many are summarized is the route's choice), none built on sentences the sources'
 * documents repeat ({@link RepeatedSentences}).
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
        List<Chunk> sources = new ArrayList<>();
        evidence.communities().forEach(sc -> sources.addAll(sc.summary().sources()));
        RepeatedSentences template = RepeatedSentences.among(sources, quotes);
        for (SummarizedCommunity sc : evidence.communities()) {
            List<CitationList.Segment> segments = cites.segments(sc.summary().text(), sc.summary().sources());
            uses.add(sc.use(CitationList.join(segments)));
            themes.representative(sc.community(), sc.summary().sources(), evidence.weights(), given,
                            evidence.repeats(), template)
                    .ifPresent(s -> {
                        given.add(s.text());
                        text.append("- ").append(themes.label(sc.community(), sc.summary().sources())).append(": ")
                                .append(CitationList.unmarked(s.text()))
                                .append(" [").append(cites.cite(s)).append("]\n");
                    });
        }
        return new Draft(text.toString().trim(), cites.citations(), uses);
    }
}
