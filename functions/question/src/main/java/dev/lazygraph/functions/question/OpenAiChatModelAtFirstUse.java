package dev.lazygraph.functions.question;

import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The question function's LLM client: langchain4j's own OpenAI client (on the JDK's HTTP client), from the same
 * settings quarkus-langchain4j's client gets in the api function ({@code quarkus.langchain4j.openai.*}, which
 * {@code lazygraph.llm.*} feed, lazygraph-query-service's defaults). Application-scoped, so what the query service is
 * given is a proxy and the client is built by the first question that calls the LLM; without an LLM configured it is
 * never built. Not quarkus-langchain4j here: its extension starts Qute, Vert.x and a REST client at every start,
 * LLM or not, which is a question's cold start.
 */
@ApplicationScoped
class OpenAiChatModelAtFirstUse {

    @Produces
    @ApplicationScoped
    ChatModel chatModel(@ConfigProperty(name = "quarkus.langchain4j.openai.base-url") String baseUrl,
                        @ConfigProperty(name = "quarkus.langchain4j.openai.api-key") String apiKey,
                        @ConfigProperty(name = "quarkus.langchain4j.openai.chat-model.model-name") String model,
                        @ConfigProperty(name = "quarkus.langchain4j.openai.chat-model.temperature") double temperature,
                        @ConfigProperty(name = "quarkus.langchain4j.openai.timeout") Duration timeout,
                        @ConfigProperty(name = "quarkus.langchain4j.openai.max-retries") int maxRetries) {
        // Request and response logging would print the API key header and document text: never switched on.
        return OpenAiChatModel.builder().baseUrl(baseUrl).apiKey(apiKey).modelName(model).temperature(temperature)
                .timeout(timeout).maxRetries(maxRetries).logRequests(false).logResponses(false).build();
    }
}
