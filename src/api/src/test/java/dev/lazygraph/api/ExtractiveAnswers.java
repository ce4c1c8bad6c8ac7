package dev.lazygraph.api;

import dev.lazygraph.service.llm.fake.FakeChatServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * For tests in the {@link SecuredApi} profile that expect the answers of a server without an LLM (extractive, with
 * citations): the profile's fake LLM fails every call of theirs, and the server falls back to those answers.
 */
abstract class ExtractiveAnswers {
    @FakeLlm.Server
    FakeChatServer llm;

    @BeforeEach
    void llmFails() {
        llm.mode(FakeChatServer.Mode.SERVER_ERROR);
    }

    @AfterEach
    void llmBack() {
        llm.reset();
    }
}
