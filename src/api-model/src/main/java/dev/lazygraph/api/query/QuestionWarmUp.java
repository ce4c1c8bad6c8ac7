package dev.lazygraph.api.query;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * A function's question path run before a SnapStart snapshot: a question answered again and again by the standard
 * query pipeline over a page held in memory ({@link PrimingCorpus}), and its answer written as the API writes it,
 * so the snapshot holds that code loaded and compiled. Nothing goes over the network (no store read, no LLM call)
 * and nothing is stored. The functions that answer questions (api, question) run it from their priming.
 */
@Singleton
public class QuestionWarmUp {

    private final QueryConfig config;
    private final IngestConfig ingestConfig;
    private final TextAnalyzer analyzer;
    private final ObjectMapper json;

    @Inject
    public QuestionWarmUp(QueryConfig config, IngestConfig ingestConfig, TextAnalyzer analyzer, ObjectMapper json) {
        this.config = config;
        this.ingestConfig = ingestConfig;
        this.analyzer = analyzer;
        this.json = json;
    }

    /** Reads the priming question, which loads the analyzer's models: what a function's init does. */
    public void loadModels() {
        analyzer.conceptMentions(PrimingCorpus.QUESTION);
    }

    /** Answers the priming question {@code rounds} times; returns the last answer. */
    public Answer run(int rounds) {
        PrimingCorpus.Ingested page = PrimingCorpus.ingest(ingestConfig, analyzer, DocumentExtractor.NONE);
        Answer answer = null;
        try (QueryService service = new QueryService(config, analyzer, page.graph(), new InMemorySummaryCache(),
                new InMemoryVerdictCache(), Optional.empty())) {
            for (int round = 0; round < rounds; round++) {
                answer = service.ask(new QueryRequest(PrimingCorpus.COLLECTION, PrimingCorpus.QUESTION, null,
                        null, null, null));
                json.writeValueAsString(AnswerView.of(answer));
            }
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        return answer;
    }
}
