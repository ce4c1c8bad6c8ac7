package dev.lazygraph.functions.query;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.api.query.AnswerView;
import dev.lazygraph.core.document.DocumentExtractor;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.service.snapstart.PrimingCorpus;
import dev.lazygraph.service.snapstart.SnapStartPriming;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Readies the query function before its first request. At init (Lambda's init phase, which SnapStart snapshots)
 * the query service is built and a question read, which loads the OpenNLP models; before a SnapStart snapshot a
 * question is answered again and again, by the standard query pipeline over a page held in memory
 * ({@link PrimingCorpus}), and its answer written as the API writes it, so the snapshot holds the request path's
 * code loaded and compiled. Nothing goes over the network (no store read, no LLM call) and nothing is stored. The
 * local server shares the service but not this class.
 */
@Startup
@Singleton
class QueryPriming extends SnapStartPriming {
    private static final int WARM_UP_ROUNDS = 20;
    private static final Logger LOG = Logger.getLogger(QueryPriming.class);

    private final QueryConfig config;
    private final IngestConfig ingestConfig;
    private final TextAnalyzer analyzer;
    private final ObjectMapper json;
    private Answer lastAnswer;

    /** @param queries the function's own service, asked for so that it is built at init, not at the first request */
    @Inject
    QueryPriming(QueryService queries, QueryConfig config, IngestConfig ingestConfig, TextAnalyzer analyzer,
                 ObjectMapper json) {
        this.config = config;
        this.ingestConfig = ingestConfig;
        this.analyzer = analyzer;
        this.json = json;
        analyzer.conceptMentions(PrimingCorpus.QUESTION);
    }

    /** Answers the question over the page in memory, many times; a failure is logged, never thrown. */
    @Override
    protected void warmUp() {
        try {
            PrimingCorpus.Ingested page = PrimingCorpus.ingest(ingestConfig, analyzer, DocumentExtractor.NONE);
            try (QueryService service = new QueryService(config, analyzer, page.graph(), new InMemorySummaryCache(),
                    new InMemoryVerdictCache(), Optional.empty())) {
                for (int round = 0; round < WARM_UP_ROUNDS; round++) {
                    lastAnswer = service.ask(new QueryRequest(PrimingCorpus.COLLECTION, PrimingCorpus.QUESTION, null,
                            null, null, null));
                    json.writeValueAsString(AnswerView.of(lastAnswer));
                }
            }
        } catch (JsonProcessingException | RuntimeException e) {
            LOG.warnf("the SnapStart warm-up failed (%s); the function starts without it", e.toString());
        }
    }

    /** The answer of the last warm-up round; null before one succeeded. */
    Answer lastAnswer() {
        return lastAnswer;
    }
}
