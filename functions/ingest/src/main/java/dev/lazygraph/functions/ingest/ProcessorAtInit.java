package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.ObjectEventProcessor;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * Builds the event processor, with the OpenNLP models and the clients it needs, when the function starts:
 * Lambda's init (and, on java21, the SnapStart snapshot) then includes them, not the first event of every new
 * execution environment. The CLI shares the processor but not this class.
 */
@Startup
@Singleton
class ProcessorAtInit {

    @Inject
    ProcessorAtInit(ObjectEventProcessor processor) {
        // Asking for the processor is the point: its producer builds it, and the analyzer with it, now.
    }
}
