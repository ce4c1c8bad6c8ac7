package dev.lazygraph.infra;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awscdk.services.lambda.Architecture;

/**
 * Everything a deployment may vary, read from CDK context ({@code cdk deploy -c key=value} or the
 * {@code context} block of cdk.json). Secrets are never among them: the LLM API key is named by its Secrets
 * Manager secret, and extra environment variables that look like credentials are refused.
 *
 * @param stage              deployment label (stack name suffix, API name, tags), e.g. {@code dev}
 * @param runtime            native executables on provided.al2023 (default) or the JVM builds on java21
 * @param snapStart          whether the java21 functions start from a SnapStart snapshot (the default there;
 *                           {@code -c snapStart=false} deploys them without); never on provided.al2023, which
 *                           Lambda does not snapshot
 * @param embeddings         whether the functions embed passages at ingest and questions at query time (the
 *                           semantic signal; {@code -c embeddings=true}): the JVM builds only, made with
 *                           {@code -Pembeddings}; off by default, since it makes the zips about 130 MB larger and
 *                           ingest about five times slower
 * @param ingestZip          function.zip of the ingest function, built for {@code runtime}
 * @param queryZip           function.zip of the query (api) function, built for {@code runtime}
 * @param questionZip        function.zip of the question function (POST /query, POST /search), built for {@code runtime}
 * @param architecture       must match the architecture the native executables were built for (the JVM
 *                           builds run on either)
 * @param jwt                JWT authorization for the HTTP API; IAM (SigV4) authorization when empty
 * @param llmApiKeySecret    name of a Secrets Manager secret holding the LLM API key (query function only)
 * @param summaryKeyPattern  when the item layout gives summaries their own partition keys, an IAM
 *                           {@code StringLike} pattern of them: the query role may then write only those
 * @param ingestEnvironment  extra environment of the ingest function (collection rules, limits); the
 *                           scheduled reconciler gets it too
 * @param queryEnvironment   extra environment of the query function (LLM base URL/model, budgets)
 * @param operations         who is told when an alarm fires, and how often the reconciler runs
 */
public record DeploymentSettings(String stage, FunctionRuntime runtime, boolean snapStart, boolean embeddings,
                                 Path ingestZip,
                                 Path queryZip,
                                 Path questionZip,
                                 Architecture architecture,
                                 Optional<Jwt> jwt, Optional<String> llmApiKeySecret,
                                 Optional<String> summaryKeyPattern,
                                 Map<String, String> ingestEnvironment, Map<String, String> queryEnvironment,
                                 Operations operations) {

    /**
     * Paths are relative to the working directory of {@code cdk}, which is infra/ (where cdk.json lives). The
     * native and the JVM build both write their deployment package there.
     */
    static final String DEFAULT_INGEST_ZIP = "../functions/ingest/target/function.zip";
    static final String DEFAULT_QUERY_ZIP = "../functions/query/target/function.zip";
    static final String DEFAULT_QUESTION_ZIP = "../functions/question/target/function.zip";
    static final String DEFAULT_STAGE = "dev";

    private static final Pattern STAGE = Pattern.compile("[a-z][a-z0-9-]{0,19}");
    private static final Pattern ENV_NAME = Pattern.compile("[A-Z][A-Z0-9_]*");
    /**
     * The LLM is configured with lazygraph's own names only ({@code LAZYGRAPH_LLM_BASE_URL}, ...): a
     * quarkus.langchain4j variable would reach the HTTP client but leave the LLM switched off.
     */
    private static final Pattern LLM_CLIENT_NAME = Pattern.compile("QUARKUS_LANGCHAIN4J_.*");
    /** Settings of the query's LLM; the ingest function never calls one. */
    private static final Pattern LLM_NAME = Pattern.compile("LAZYGRAPH_LLM_.*|" + LLM_CLIENT_NAME.pattern());
    /** Lambda environment variables are readable by anyone allowed lambda:GetFunctionConfiguration. */
    private static final Pattern CREDENTIAL_NAME = Pattern.compile(
            "(^|.*_)(API_KEY|SECRET|PASSWORD|CREDENTIALS?|ACCESS_KEY|ACCESS_KEY_ID|SESSION_TOKEN|AUTH_TOKEN|BEARER_TOKEN)(_.*|$)");

    /** @param audience accepted {@code aud} claims; API Gateway requires at least one */
    public record Jwt(String issuer, List<String> audience) {
        public Jwt {
            if (!issuer.startsWith("https://")) {
                throw new IllegalArgumentException("jwtIssuer must be an https:// URL: " + issuer);
            }
            if (audience.isEmpty()) {
                throw new IllegalArgumentException("jwtAudience needs at least one audience");
            }
            audience = List.copyOf(audience);
        }
    }

    /**
     * @param alarmEmail     an address the alarm topic mails (it confirms the subscription once); without it the
     *                       topic has no subscriber until one is added
     * @param reconcileEvery how often the scheduled reconciler compares the bucket with the index; empty: no
     *                       reconcile function (the default)
     */
    public record Operations(Optional<String> alarmEmail, Optional<Duration> reconcileEvery) {
        public static final Operations NONE = new Operations(Optional.empty(), Optional.empty());
        /** Shorter rates would start a run while the last one (up to the 15-minute Lambda limit) still goes. */
        static final Duration SHORTEST_RECONCILE_RATE = Duration.ofMinutes(15);
        private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
        private static final Pattern RATE = Pattern.compile("(\\d{1,5})\\s*(minute|hour|day)s?");

        public Operations {
            alarmEmail.ifPresent(email -> {
                if (!EMAIL.matcher(email).matches()) {
                    throw new IllegalArgumentException("alarmEmail must be an email address: " + email);
                }
            });
            reconcileEvery.ifPresent(rate -> {
                if (rate.compareTo(SHORTEST_RECONCILE_RATE) < 0) {
                    throw new IllegalArgumentException("reconcileRate must be at least 15 minutes: " + rate);
                }
            });
        }

        /** @param rate {@code 6 hours}, {@code 1 day}, {@code 30 minutes} */
        static Duration rate(String rate) {
            Matcher matcher = RATE.matcher(rate.trim());
            if (!matcher.matches()) {
                throw new IllegalArgumentException("reconcileRate must be like '6 hours', '1 day' or '30 minutes': "
                        + rate);
            }
            long count = Long.parseLong(matcher.group(1));
            return switch (matcher.group(2)) {
                case "minute" -> Duration.ofMinutes(count);
                case "hour" -> Duration.ofHours(count);
                default -> Duration.ofDays(count);
            };
        }
    }

    public DeploymentSettings {
        if (!STAGE.matcher(stage).matches()) {
            throw new IllegalArgumentException(
                    "stage must be 1-20 lower-case letters, digits or '-', starting with a letter: " + stage);
        }
        if (snapStart && runtime != FunctionRuntime.JVM) {
            throw new IllegalArgumentException("snapStart applies to the JVM builds only (-c runtime=java21);"
                    + " Lambda takes no snapshot of a function on " + runtime);
        }
        if (embeddings && runtime != FunctionRuntime.JVM) {
            throw new IllegalArgumentException("embeddings run in the JVM builds only (-c runtime=java21, built with"
                    + " -Pembeddings): ONNX Runtime's native library is not proven inside a native executable");
        }
        ingestEnvironment = requireNoCredentials("ingestEnvironment", ingestEnvironment);
        queryEnvironment = requireNoCredentials("queryEnvironment", queryEnvironment);
        for (String name : ingestEnvironment.keySet()) {
            if (LLM_NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("ingestEnvironment: '" + name + "' is an LLM setting; the ingest"
                        + " function never calls an LLM (put it in queryEnvironment)");
            }
        }
        for (String name : queryEnvironment.keySet()) {
            if (LLM_CLIENT_NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("queryEnvironment: '" + name + "' would not switch the LLM on:"
                        + " use LAZYGRAPH_LLM_BASE_URL, LAZYGRAPH_LLM_MODEL, LAZYGRAPH_LLM_TIMEOUT or"
                        + " LAZYGRAPH_LLM_MAX_RETRIES (the key comes from llmApiKeySecret)");
            }
        }
    }

    /** Reads the settings from a context lookup (values are strings from -c, or JSON values from cdk.json). */
    public static DeploymentSettings fromContext(Function<String, Object> context) {
        Optional<String> issuer = text(context, "jwtIssuer");
        Optional<String> audience = text(context, "jwtAudience");
        if (issuer.isPresent() != audience.isPresent()) {
            throw new IllegalArgumentException("JWT authorization needs both jwtIssuer and jwtAudience"
                    + " (comma-separated); give neither for IAM authorization");
        }
        FunctionRuntime runtime = FunctionRuntime.of(text(context, "runtime").orElse(FunctionRuntime.NATIVE.toString()));
        return new DeploymentSettings(
                text(context, "stage").orElse(DEFAULT_STAGE),
                runtime,
                text(context, "snapStart").map(value -> bool("snapStart", value)).orElse(runtime == FunctionRuntime.JVM),
                text(context, "embeddings").map(value -> bool("embeddings", value)).orElse(false),
                Path.of(text(context, "ingestZip").orElse(DEFAULT_INGEST_ZIP)),
                Path.of(text(context, "queryZip").orElse(DEFAULT_QUERY_ZIP)),
                Path.of(text(context, "questionZip").orElse(DEFAULT_QUESTION_ZIP)),
                architecture(text(context, "architecture").orElse("x86_64")),
                issuer.map(url -> new Jwt(url, Arrays.stream(audience.orElseThrow().split(","))
                        .map(String::trim).filter(s -> !s.isEmpty()).toList())),
                text(context, "llmApiKeySecret"),
                text(context, "summaryKeyPattern"),
                environment(context, "ingestEnvironment"),
                environment(context, "queryEnvironment"),
                new Operations(text(context, "alarmEmail"), text(context, "reconcileRate").map(Operations::rate)));
    }

    private static boolean bool(String key, String value) {
        return switch (value) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(key + " must be true or false: " + value);
        };
    }

    private static Architecture architecture(String name) {
        return switch (name) {
            case "x86_64" -> Architecture.X86_64;
            case "arm64" -> Architecture.ARM_64;
            default -> throw new IllegalArgumentException("architecture must be x86_64 or arm64: " + name);
        };
    }

    private static Optional<String> text(Function<String, Object> context, String key) {
        Object value = context.apply(key);
        if (value == null) {
            return Optional.empty();
        }
        if (!(value instanceof String || value instanceof Number || value instanceof Boolean)) {
            throw new IllegalArgumentException("context " + key + " must be a single value, not " + value);
        }
        String text = value.toString().trim();
        return text.isEmpty() ? Optional.empty() : Optional.of(text);
    }

    private static Map<String, String> environment(Function<String, Object> context, String key) {
        Object value = context.apply(key);
        if (value == null) {
            return Map.of();
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw new IllegalArgumentException("context " + key
                    + " must be an object of NAME: value pairs (set it in cdk.json's context block): " + value);
        }
        Map<String, String> environment = new TreeMap<>();
        map.forEach((name, v) -> environment.put(String.valueOf(name), String.valueOf(v)));
        return environment;
    }

    private static Map<String, String> requireNoCredentials(String key, Map<String, String> environment) {
        for (String name : environment.keySet()) {
            if (!ENV_NAME.matcher(name).matches() || name.startsWith("AWS_")) {
                throw new IllegalArgumentException(key + ": '" + name
                        + "' is not an allowed environment variable name (upper case, digits, '_'; no AWS_ prefix)");
            }
            if (CREDENTIAL_NAME.matcher(name).matches()) {
                throw new IllegalArgumentException(key + ": '" + name + "' looks like a credential;"
                        + " secrets do not belong in the template: store the LLM key in Secrets Manager and"
                        + " pass its name as llmApiKeySecret");
            }
        }
        return Collections.unmodifiableMap(new TreeMap<>(environment));
    }
}
