package dev.lazygraph.api.json;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.AnswerGraph;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.Cost;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.TokenUsage;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The core records the API and the CLI write as JSON. A native image keeps only what is registered, and
 * responses built with {@code Response} (or written by the CLI's own mapper) are not discovered from
 * resource signatures.
 */
@RegisterForReflection(targets = {Answer.class, AnswerGraph.class, AnswerGraph.Node.class, AnswerGraph.Link.class,
        AnswerGraph.CommunityOutcome.class, Citation.class, CommunityUse.class, Cost.class, TokenUsage.class,
        Route.class, IngestOutcome.class, IngestOutcome.Status.class, RejectedDocumentException.Reason.class,
        DocumentId.class})
public final class CoreJsonTypes {
    private CoreJsonTypes() {
    }
}
