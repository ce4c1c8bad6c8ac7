package dev.lazygraph.api.collection;

import dev.lazygraph.core.document.Collections;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/** The collection a request names, or the configured one when it names none; refused when not a valid id. */
@Singleton
public class RequestedCollection {

    private final String fallback;

    @Inject
    public RequestedCollection(LazygraphConfig config) {
        this.fallback = config.collection();
    }

    public String or(String requested) {
        return Collections.requireValid(requested == null ? fallback : requested);
    }
}
