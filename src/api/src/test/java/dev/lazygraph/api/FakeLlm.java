package dev.lazygraph.api;

import dev.lazygraph.service.llm.fake.FakeChatServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Map;

/** Starts the fake chat server and points lazygraph's LLM at it; tests get it in a {@link Server} field. */
public class FakeLlm implements QuarkusTestResourceLifecycleManager {

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    public @interface Server {
    }

    /** The LLM key lazygraph is given: words no log line would hold by chance. */
    static final String API_KEY = "sk-llm-5b2d8e40-not-for-logs";

    private FakeChatServer server;

    @Override
    public Map<String, String> start() {
        try {
            server = FakeChatServer.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.of(
                "lazygraph.llm.base-url", server.baseUrl(),
                "lazygraph.llm.api-key", API_KEY,
                "lazygraph.llm.timeout", "2s",
                "lazygraph.query.llm-deadline", "6s");
    }

    @Override
    public void inject(TestInjector injector) {
        injector.injectIntoFields(server,
                new TestInjector.AnnotatedAndMatchesType(Server.class, FakeChatServer.class));
    }

    @Override
    public void stop() {
        server.close();
    }
}
