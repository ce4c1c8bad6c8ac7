package dev.lazygraph.core.reconcile;

/** Told of every difference as it is found and, unless the run is a dry run, of what was done about it. */
public interface ReconcileListener {

    void found(Difference difference);

    void fixed(Fix fix);
}
