package dev.lazygraph.core.graph;

/**
 * Diagnostics port of a graph store: everything it keeps for a collection, read whole (on DynamoDB a full
 * scan). For tests, benchmarks and diagnostics that compare stores, never for a query, so it is no part of
 * {@link GraphStore}: nothing on the query or ingest path can call it.
 */
public interface GraphSnapshots {

    StoreSnapshot snapshot(String collection);
}
