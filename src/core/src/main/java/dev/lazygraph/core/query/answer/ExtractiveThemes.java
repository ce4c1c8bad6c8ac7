package dev.lazygraph.core.query.answer;

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
 * summarized community (how many are summarized is the route's choice).
 */
public final class ExtractiveThemes {
    private final Themes themes;

    public ExtractiveThemes(TextAnalyzer analyzer) {
        this.themes = new Themes(analyzer);
    }

    public Draft write(Evidence evidence) {
        CitationList cites = new CitationList();
        List<CommunityUse> uses = new ArrayList<>();
        Set<String> given = new HashSet<>();
        StringBuilder text = new StringBuilder();
        for (SummarizedCommunity sc : evidence.communities()) {
            List<CitationList.Segment> segments = cites.segments(sc.summary().text(), sc.summary().sources());
            uses.add(sc.use(CitationList.join(segments)));
            themes.representative(sc.community(), sc.summary().sources(), evidence.weights(), given,
                            evidence.repeats())
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
