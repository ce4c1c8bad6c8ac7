package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.summary.CommunitySummarizer;

/** A selected community with its summary. */
public record SummarizedCommunity(Community community, CommunitySummarizer.Result summary) {

    /** How the answer shows it: the summary with its markers as {@code cites} numbers them. */
    CommunityUse use(String summaryText) {
        return new CommunityUse(community.id(), community.level(), community.concepts(), summaryText,
                summary.cached());
    }
}
