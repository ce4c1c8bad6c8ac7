package dev.lazygraph.service.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.service.config.LazygraphConfig;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LlmChoiceTest {

    @Test
    void anLlmIsUsedWhenABaseUrlOrAKeyIsSet() {
        assertFalse(choice(Optional.empty(), Optional.empty()).configured());
        assertFalse(choice(Optional.of(" "), Optional.of("")).configured());
        assertTrue(choice(Optional.of("http://localhost:11434/v1"), Optional.empty()).configured());
        assertTrue(choice(Optional.empty(), Optional.of("sk-live-123")).configured());
    }

    @Test
    void theStartLineNamesModelAndEndpointButNeverTheKey() {
        String line = choice(Optional.empty(), Optional.of("sk-live-123")).description();
        assertEquals("LLM: model gpt-4o-mini at https://llm.example.com:8443/v1 (API key set)", line);
        assertFalse(line.contains("sk-live-123"));
        assertTrue(choice(Optional.empty(), Optional.empty()).description().contains("extractive"));
    }

    @Test
    void credentialsInTheBaseUrlAreNotLogged() {
        assertEquals("https://llm.example.com:8443/v1",
                LlmChoice.withoutCredentials("https://bob:s3cret@llm.example.com:8443/v1?api-key=s3cret"));
    }

    /** A choice whose OpenAI client was given what the defaults derive from {@code lazygraph.llm.*}. */
    private static LlmChoice choice(Optional<String> baseUrl, Optional<String> apiKey) {
        LazygraphConfig.Llm llm = new LazygraphConfig.Llm() {
            @Override
            public Optional<String> baseUrl() {
                return baseUrl;
            }

            @Override
            public Optional<String> apiKey() {
                return apiKey;
            }

            @Override
            public String model() {
                return "gpt-4o-mini";
            }

            @Override
            public Duration timeout() {
                return Duration.ofSeconds(20);
            }

            @Override
            public int maxRetries() {
                return 1;
            }
        };
        LazygraphConfig config = (LazygraphConfig) Proxy.newProxyInstance(LlmChoiceTest.class.getClassLoader(),
                new Class<?>[] {LazygraphConfig.class}, (proxy, method, args) -> {
                    if (method.getName().equals("llm")) {
                        return llm;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        return new LlmChoice(config, "https://bob:pw@llm.example.com:8443/v1", "gpt-4o-mini", null);
    }
}
