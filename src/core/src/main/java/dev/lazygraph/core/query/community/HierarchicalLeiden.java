package dev.lazygraph.core.query.community;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import nl.cwts.networkanalysis.Clustering;
import nl.cwts.networkanalysis.LeidenAlgorithm;
import nl.cwts.networkanalysis.Network;

/**
 * Hierarchical Leiden, as GraphRAG clusters its entity graph: the network is clustered with the Leiden
 * algorithm (CWTS networkanalysis, the algorithm's authors' implementation) under modularity, and every
 * cluster larger than {@code maxClusterSize} is clustered again on its own, down to {@code maxLevels} levels.
 * Each clustering starts from a fresh random source, so a cluster's split does not depend on which clusters
 * were split before it.
 */
public final class HierarchicalLeiden {

    /**
     * One cluster of the hierarchy.
     *
     * @param nodes    its nodes, as indices of the network given to {@link #cluster}, in increasing order
     * @param level    0 for a top-level cluster
     * @param children its sub-clusters (none for a leaf)
     */
    public record Cluster(int[] nodes, int level, List<Cluster> children) {
        public Cluster {
            children = List.copyOf(children);
        }
    }

    /**
     * Turns Leiden's parts of a cluster into its sub-clusters; fewer than two parts means the cluster is not
     * split.
     */
    @FunctionalInterface
    public interface Split {
        /**
         * @param cluster the cluster's own network (node i is its i-th node)
         * @param parts   Leiden's clusters of {@code cluster}, as node arrays of it
         */
        List<int[]> parts(Network cluster, List<int[]> parts);
    }

    /** Leiden's parts as they are. */
    public static final Split AS_FOUND = (cluster, parts) -> parts;

    private final double resolution;
    private final int iterations;
    private final double randomness;
    private final Supplier<Random> random;
    private final int maxClusterSize;
    private final int maxLevels;
    private final Split split;

    /**
     * @param resolution     modularity's resolution (1 is classic modularity; higher gives smaller clusters)
     * @param iterations     Leiden iterations per clustering
     * @param randomness     Leiden's randomness of its refinement step
     * @param random         a fresh random source for each clustering (seeded, for reproducible clusters)
     * @param maxClusterSize clusters with more nodes are split
     * @param maxLevels      levels of the hierarchy at most (1: no cluster is split)
     * @param split          how Leiden's parts of a cluster become its sub-clusters
     */
    public HierarchicalLeiden(double resolution, int iterations, double randomness, Supplier<Random> random,
                              int maxClusterSize, int maxLevels, Split split) {
        if (maxClusterSize < 1 || maxLevels < 1 || iterations < 1) {
            throw new IllegalArgumentException("maxClusterSize, maxLevels and iterations must be positive");
        }
        this.resolution = resolution;
        this.iterations = iterations;
        this.randomness = randomness;
        this.random = random;
        this.maxClusterSize = maxClusterSize;
        this.maxLevels = maxLevels;
        this.split = split;
    }

    /** The top-level clusters of {@code network}, each with its sub-clusters. */
    public List<Cluster> cluster(Network network) {
        List<Cluster> top = new ArrayList<>();
        for (int[] nodes : leiden(network)) {
            top.add(cluster(network, nodes, 0));
        }
        return top;
    }

    private Cluster cluster(Network network, int[] nodes, int level) {
        List<Cluster> children = new ArrayList<>();
        if (nodes.length > maxClusterSize && level + 1 < maxLevels) {
            Network sub = network.createSubnetwork(nodes);
            List<int[]> parts = split.parts(sub, leiden(sub));
            if (parts.size() > 1) {
                for (int[] part : parts) {
                    int[] mapped = new int[part.length];
                    for (int i = 0; i < part.length; i++) {
                        mapped[i] = nodes[part[i]];
                    }
                    children.add(cluster(network, mapped, level + 1));
                }
            }
        }
        return new Cluster(nodes, level, children);
    }

    /** Leiden clusters of {@code network}, as node arrays; without edges every node is a cluster of its own. */
    public List<int[]> leiden(Network network) {
        double weight = network.getTotalEdgeWeight() + network.getTotalEdgeWeightSelfLinks();
        if (weight == 0) {
            List<int[]> singletons = new ArrayList<>();
            for (int i = 0; i < network.getNNodes(); i++) {
                singletons.add(new int[] {i});
            }
            return singletons;
        }
        // Modularity as the CPM quality with resolution / (2m), as CWTS's RunNetworkClustering does.
        double cpm = resolution / (2 * network.getTotalEdgeWeight() + network.getTotalEdgeWeightSelfLinks());
        Clustering clustering = new LeidenAlgorithm(cpm, iterations, randomness, random.get()).findClustering(network);
        return List.of(clustering.getNodesPerCluster());
    }
}
