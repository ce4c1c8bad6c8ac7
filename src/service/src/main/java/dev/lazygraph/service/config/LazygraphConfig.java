package dev.lazygraph.service.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every {@code lazygraph.*} setting. Each key can also be given as an environment variable
 * ({@code lazygraph.auth.token} = {@code LAZYGRAPH_AUTH_TOKEN}). Limits left unset fall back to the core's
 * own defaults, so they are defined in one place only.
 */
@ConfigMapping(prefix = "lazygraph")
public interface LazygraphConfig {

    /** Folder of the embedded store. {@code LAZYGRAPH_DATA} or the CLI's {@code --data} override it. */
    @WithDefault("${LAZYGRAPH_DATA:${user.home}/.lazygraph/data}")
    Path dataDir();

    /** Where documents, the graph and summaries live. */
    @WithDefault("embedded")
    StoreKind store();

    /** Collection used when a request or command names none. */
    @WithDefault("default")
    String collection();

    /**
     * S3 ingest: {@code true} makes an object key's first segment its collection ({@code acme/q3.txt} goes to
     * {@code acme}); {@code false} puts every object in {@link #collection()}.
     */
    @WithDefault("false")
    boolean collectionFromPrefix();

    /**
     * DynamoDB table holding the graph and the summary cache (one table, see src/aws/TABLE.md) when
     * {@code store=dynamodb}; region, endpoint and credentials come from {@code quarkus.dynamodb.*}.
     */
    @WithDefault("lazygraph")
    String table();

    /** The documents bucket the scheduled reconciler compares the index with (the stack sets it). */
    Optional<String> bucket();

    Ingest ingest();

    Query query();

    Auth auth();

    Llm llm();

    Embeddings embeddings();

    /**
     * The semantic signal: passages embedded at ingest by the in-process model and questions at query, where the
     * process carries the model (lazygraph-embeddings). Off: ingest runs faster, documents are
     * stored without vectors and answers rank passages by BM25 and the graph alone.
     */
    interface Embeddings {
        @WithDefault("true")
        boolean enabled();
    }

    enum StoreKind {
        /** Persisted under {@link #dataDir()}; the local default. */
        EMBEDDED,
        /** Lost when the process ends; for tests and throw-away runs. */
        MEMORY,
        /** The DynamoDB table {@link #table()} (AWS, or a local endpoint set with quarkus.dynamodb.endpoint-override). */
        DYNAMODB
    }

    interface Ingest {
        Optional<Long> maxDocumentBytes();

        Optional<Integer> chunkTargetTokens();

        Optional<Integer> chunkOverlapSentences();

        /** Characters of text a PDF, Office or other extracted document may yield. */
        Optional<Long> maxTextCharacters();

        /** Time reading one extracted document may take. */
        Optional<Duration> parseTimeLimit();
    }

    interface Query {
        /** Relevance tests per query. */
        Optional<Integer> relevanceBudget();

        /** LLM tokens (in + out) per query. */
        Optional<Integer> tokenBudget();

        /** Wall-clock time all LLM calls of one query may take together before it answers extractively. */
        Optional<Duration> llmDeadline();

        /**
         * Whether tokens a cache hit saves may be spent on more LLM work in the same query. Off (the default),
         * a hit lowers what the query costs and a repeated question costs nearly nothing.
         */
        Optional<Boolean> respendCacheSavings();
    }

    /**
     * Who may call the HTTP API and which documents each caller reads. A caller is in groups; a document without
     * groups is read by every caller, one with groups by callers in any of them; a caller without identity (an
     * open server, an IAM caller no principal names) reads only documents without groups.
     */
    interface Auth {
        /**
         * Shared secret for the HTTP API ({@code Authorization: Bearer <token>} or {@code X-Api-Key}).
         * Unset, and no {@link #callers()}: the API is open (the local server warns at start).
         */
        Optional<String> token();

        /** The groups of the caller presenting {@link #token()}; {@code *} reads every document. */
        Optional<List<String>> groups();

        /**
         * Named callers, each with its own token and groups ({@code lazygraph.auth.callers.alice.token},
         * {@code lazygraph.auth.callers.alice.groups=hr,legal}; {@code *} reads every document).
         */
        Map<String, Caller> callers();

        /**
         * The claim of the JWT that the HTTP API's JWT authorizer verified which holds the caller's groups (a
         * list, which API Gateway passes as {@code [a b]}, or one group); read on the query function only.
         */
        @WithDefault("groups")
        String jwtGroupsClaim();

        /**
         * IAM callers of the HTTP API (its IAM authorizer) mapped to groups by principal: entries
         * {@code <user or role ARN>=<groups separated by spaces>}; a principal not named has no groups.
         */
        Optional<List<String>> principals();

        interface Caller {
            String token();

            Optional<List<String>> groups();
        }
    }

    /**
     * An OpenAI-compatible chat endpoint (OpenAI, Ollama's {@code http://localhost:11434/v1}, vLLM...). These
     * keys feed {@code quarkus.langchain4j.openai.*}; the LLM is used only when a base URL or key is set.
     */
    interface Llm {
        Optional<String> baseUrl();

        Optional<String> apiKey();

        @WithDefault("gpt-4o-mini")
        String model();

        /** Per call; a slow LLM costs at most this before the query falls back to extractive text. */
        @WithDefault("20s")
        Duration timeout();

        /** Retries after a failed call (500, 429, timeout); the query's llm-deadline caps them all together. */
        @WithDefault("1")
        int maxRetries();
    }
}
