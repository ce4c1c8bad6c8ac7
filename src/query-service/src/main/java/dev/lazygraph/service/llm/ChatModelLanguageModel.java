package dev.lazygraph.service.llm;

import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.llm.LanguageModelException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * {@link LanguageModel} on quarkus-langchain4j's chat model (OpenAI-compatible endpoint). Uses the low-level
 * {@link ChatModel} rather than an AI service so each call reports the provider's own token counts.
 *
 * <p>Application-scoped, not request-scoped: it is called from Lambda handlers and CLI commands that have no
 * request context.
 */
@ApplicationScoped
public class ChatModelLanguageModel implements LanguageModel {

    private final ChatModel chatModel;

    @Inject
    public ChatModelLanguageModel(ChatModel chatModel) {
        this.chatModel = chatModel;
    }

    @Override
    public Completion complete(Prompt prompt) {
        ChatRequest request = ChatRequest.builder()
                .messages(SystemMessage.from(prompt.system()), UserMessage.from(prompt.user()))
                .maxOutputTokens(prompt.maxOutputTokens())
                .build();
        ChatResponse response;
        try {
            response = chatModel.chat(request);
        } catch (RuntimeException e) {
            // The message names the stage and failure type only: provider errors can echo request data.
            throw new LanguageModelException("LLM call failed (" + prompt.stage().key() + "): "
                    + e.getClass().getSimpleName(), e);
        }
        String text = response.aiMessage() == null ? null : response.aiMessage().text();
        if (text == null || text.isBlank()) {
            throw new LanguageModelException("LLM returned no text (" + prompt.stage().key() + ")", null);
        }
        TokenUsage usage = response.tokenUsage();
        return new Completion(text, count(usage == null ? null : usage.inputTokenCount()),
                count(usage == null ? null : usage.outputTokenCount()));
    }

    /** Providers that do not report usage count as zero rather than as a guess. */
    private static int count(Integer tokens) {
        return tokens == null ? 0 : tokens;
    }
}
