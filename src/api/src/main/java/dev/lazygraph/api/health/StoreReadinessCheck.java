package dev.lazygraph.api.health;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready when the configured store opens and answers a read. */
@Readiness
@ApplicationScoped
public class StoreReadinessCheck implements HealthCheck {

    private final GraphStore store;
    private final LazygraphConfig config;

    @Inject
    public StoreReadinessCheck(GraphStore store, LazygraphConfig config) {
        this.store = store;
        this.config = config;
    }

    @Override
    public HealthCheckResponse call() {
        var response = HealthCheckResponse.named("store").withData("kind", config.store().name().toLowerCase());
        try {
            response.withData("documents", store.stats(config.collection()).documents());
            return response.up().build();
        } catch (RuntimeException e) {
            return response.withData("error", e.getClass().getSimpleName()).down().build();
        }
    }
}
