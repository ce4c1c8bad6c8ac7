package dev.lazygraph.service.llm;

import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.service.config.LazygraphConfig;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Whether queries use an LLM. {@code lazygraph.llm.*} are the only names for it, locally and in the CDK
 * stack ({@code LAZYGRAPH_LLM_BASE_URL}, {@code LAZYGRAPH_LLM_API_KEY}, ...): an LLM answers when a base URL or
 * an API key is set, otherwise answers are extractive. The choice is logged at start with the model and the
 * endpoint the client really uses, never the key, so a deployment that answers extractively by mistake says
 * so in its first log lines.
 */
@ApplicationScoped
public class LlmChoice {

    private static final Logger LOG = Logger.getLogger(LlmChoice.class);

    private final LazygraphConfig.Llm settings;
    private final String clientBaseUrl;
    private final String clientModel;
    private final Instance<ChatModelLanguageModel> chatModel;

    /**
     * @param clientBaseUrl what the OpenAI client was given: {@code lazygraph.llm.base-url} or OpenAI's URL
     * @param clientModel   what the OpenAI client was given: {@code lazygraph.llm.model}
     */
    @Inject
    public LlmChoice(LazygraphConfig config,
                     @ConfigProperty(name = "quarkus.langchain4j.openai.base-url") String clientBaseUrl,
                     @ConfigProperty(name = "quarkus.langchain4j.openai.chat-model.model-name") String clientModel,
                     Instance<ChatModelLanguageModel> chatModel) {
        this.settings = config.llm();
        this.clientBaseUrl = clientBaseUrl;
        this.clientModel = clientModel;
        this.chatModel = chatModel;
    }

    /** The LLM, or empty when none is configured (extractive answers). */
    public Optional<LanguageModel> languageModel() {
        return configured() ? Optional.of(chatModel.get()) : Optional.empty();
    }

    public boolean configured() {
        return settings.baseUrl().filter(url -> !url.isBlank()).isPresent()
                || settings.apiKey().filter(key -> !key.isBlank()).isPresent();
    }

    /** One line naming the LLM in use; the key is never part of it. */
    public String description() {
        if (!configured()) {
            return "LLM: none, answers are extractive (set LAZYGRAPH_LLM_BASE_URL or LAZYGRAPH_LLM_API_KEY to use one)";
        }
        return "LLM: model " + clientModel + " at " + withoutCredentials(clientBaseUrl)
                + (settings.apiKey().filter(key -> !key.isBlank()).isPresent() ? " (API key set)" : " (no API key)");
    }

    void logAtStart(@Observes StartupEvent event) {
        LOG.info(description());
    }

    /** A URL may carry a password ({@code https://user:secret@host}) or a key in its query: neither is logged. */
    static String withoutCredentials(String url) {
        try {
            URI uri = new URI(url);
            return new URI(uri.getScheme(), null, uri.getHost(), uri.getPort(), uri.getPath(), null, null).toString();
        } catch (URISyntaxException e) {
            return "(a malformed base URL)";
        }
    }
}
