package dev.lazygraph.service.snapstart;

import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;

/**
 * Work a Lambda function does before a SnapStart snapshot is taken, so that restored environments start
 * warm: the java21 runtime calls CRaC's {@code beforeCheckpoint} on every registered resource before it
 * snapshots the initialized function. Native and plain JVM functions take no snapshot and never call it.
 */
public abstract class SnapStartPriming implements Resource {

    /** Registers this priming with CRaC's global context, which keeps it for the JVM's life. */
    protected SnapStartPriming() {
        Core.getGlobalContext().register(this);
    }

    /** The warm-up; it must store nothing and never fail the deployment. */
    protected abstract void warmUp();

    @Override
    public final void beforeCheckpoint(Context<? extends Resource> context) {
        warmUp();
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        // Nothing to renew: the SDK's HTTP clients open new connections when the old ones are gone.
    }
}
