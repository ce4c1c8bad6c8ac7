package dev.lazygraph.functions.query;

import dev.lazygraph.api.query.QuestionWarmUp;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.service.snapstart.SnapStartPriming;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;

/**
 * Readies the query function before its first request. At init (Lambda's init phase, which SnapStart snapshots)
 * the query service is built and a question read, which loads the OpenNLP models; before a SnapStart snapshot a
 * question is answered again and again over a page held in memory ({@link QuestionWarmUp}). The local server
 * shares the service but not this class.
 */
@Startup
@Singleton
class QueryPriming extends SnapStartPriming {
    private static final int WARM_UP_ROUNDS = 20;
    private static final Logger LOG = Logger.getLogger(QueryPriming.class);

    private final QuestionWarmUp questionPath;
    private Answer lastAnswer;

    /** @param queries the function's own service, asked for so that it is built at init, not at the first request */
    @Inject
    QueryPriming(QueryService queries, QuestionWarmUp questionPath) {
        this.questionPath = questionPath;
        questionPath.loadModels();
    }

    /** Answers the question over the page in memory, many times; a failure is logged, never thrown. */
    @Override
    protected void warmUp() {
        try {
            lastAnswer = questionPath.run(WARM_UP_ROUNDS);
        } catch (RuntimeException e) {
            LOG.warnf("the SnapStart warm-up failed (%s); the function starts without it", e.toString());
        }
    }

    /** The answer of the last warm-up round; null before one succeeded. */
    Answer lastAnswer() {
        return lastAnswer;
    }
}
