package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.llm.LanguageModel.Completion;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.query.Stage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import dev.lazygraph.core.query.community.HierarchicalLeiden;
import nl.cwts.networkanalysis.LeidenAlgorithm;
import nl.cwts.networkanalysis.Network;
import nl.cwts.util.LargeDoubleArray;
import nl.cwts.util.LargeIntArray;

/**
 * What GraphRAG's global search spends on the same chunks, through the same counting LLM, measured rather
 * than estimated. Indexing: graph extraction reads every chunk once with GraphRAG's extraction prompt
 * (no gleanings, no description summaries: a lower bound), then one community report per community of a
 * whole-corpus hierarchical Leiden over the graph of named entities that share a chunk (GraphRAG's settings: largest
 * connected component, modularity, communities above {@value #MAX_CLUSTER_SIZE} members split again, seed
 * 0xDEADBEEF), each written from its chunks (up to {@value #REPORT_MAX_INPUT_TOKENS} tokens) with
 * GraphRAG's text-unit report prompt. Per question: map = one call per report of the chosen level with
 * GraphRAG's map prompt (the cost model N_c x (T_q + T_s + T_p_map + T_partial)), reduce = one call
 * with GraphRAG's reduce prompt over the partial answers (K x T_partial + T_q + T_p_reduce + T_final).
 *
 * <p>The entity graph is built from the chunks themselves (the concepts they mention as names), not read
 * from the store: it stands in for GraphRAG's LLM-extracted entity graph, and it must not depend on how the
 * store keeps co-occurrence.
 */
final class GraphRagReference {
    static final int MAX_CLUSTER_SIZE = 10;
    static final long SEED = 0xDEADBEEFL;
    static final double RANDOMNESS = 0.001;
    /**
     * GraphRAG's hierarchical Leiden (graspologic's, called with GraphRAG's settings): modularity at resolution
     * 1, one iteration, its randomness and seed, clusters above {@value #MAX_CLUSTER_SIZE} split again with no
     * limit on the depth.
     */
    private static final HierarchicalLeiden LEIDEN = new HierarchicalLeiden(1.0,
            LeidenAlgorithm.DEFAULT_N_ITERATIONS, RANDOMNESS, () -> new Random(SEED), MAX_CLUSTER_SIZE,
            Integer.MAX_VALUE, HierarchicalLeiden.AS_FOUND);
    static final int REPORT_MAX_INPUT_TOKENS = 8_000;
    static final int REPORT_MAX_LENGTH = 2_000;
    static final int EXTRACTION_MAX_TOKENS = 2_000;
    static final int MAP_MAX_LENGTH = 1_000;
    static final int REDUCE_MAX_LENGTH = 2_000;
    static final int REDUCE_MAX_CONTEXT_TOKENS = 12_000;
    static final String ENTITY_TYPES = "organization,person,geo,event";
    static final String RESPONSE_TYPE = "multiple paragraphs";

    private static final String EXTRACT = prompt("extract_graph.txt");
    private static final String REPORT = prompt("community_report_text_units.txt");
    private static final String MAP = prompt("global_search_map_system_prompt.txt");
    private static final String REDUCE = prompt("global_search_reduce_system_prompt.txt");

    /** A community of the hierarchy with its report. */
    record Community(int id, int level, List<Integer> members, List<Community> children, String report) {
    }

    private final CountingLanguageModel llm;
    private final int level;
    /** Level -> the communities global search maps over at that level, for every level up to {@link #level}. */
    private final Map<Integer, List<Community>> selected = new TreeMap<>();
    /** GraphRAG's map system prompt filled with each mapped community's report: the same for every question. */
    private final Map<Integer, String> mapPrompts = new HashMap<>();
    private final Map<Integer, Integer> communitiesPerLevel = new TreeMap<>();
    private long indexInputTokens;
    private long indexOutputTokens;
    private int indexCalls;
    private int entities;
    private int edges;
    private int componentEntities;

    /**
     * @param level the community level whose reports global search maps over (GraphRAG's default is 2); the
     *              levels above it are measured too
     */
    private GraphRagReference(CountingLanguageModel llm, int level) {
        this.llm = llm;
        this.level = level;
    }

    /** Indexes the collection's chunks the way GraphRAG would, counting every token. */
    static GraphRagReference index(GraphStore store, String collection, CountingLanguageModel llm, int level) {
        GraphRagReference reference = new GraphRagReference(llm, level);
        reference.build(chunks(store, collection));
        return reference;
    }

    /** Level -> the tokens (in + out) global search at that level spends on {@code question}. */
    Map<Integer, Long> ask(String question) {
        Map<Integer, Long> tokens = new TreeMap<>();
        selected.forEach((l, communities) -> tokens.put(l, ask(question, communities)));
        return tokens;
    }

    private long ask(String question, List<Community> communities) {
        long before = llm.inputTokens() + llm.outputTokens();
        List<String> partials = new ArrayList<>();
        for (Community community : communities) {
            partials.add(call(Stage.MAP, mapPrompts.get(community.id()), question, MAP_MAX_LENGTH).text());
        }
        StringBuilder reportData = new StringBuilder();
        int tokens = 0;
        for (int i = 0; i < partials.size(); i++) {
            String analyst = "----Analyst " + (i + 1) + "----\nImportance Score: 50\n" + partials.get(i) + "\n";
            int t = TokenCounter.count(analyst);
            if (tokens + t > REDUCE_MAX_CONTEXT_TOKENS) {
                break;
            }
            reportData.append(analyst);
            tokens += t;
        }
        call(Stage.ANSWER, fill(REDUCE, Map.of("report_data", reportData.toString(), "response_type", RESPONSE_TYPE,
                "max_length", String.valueOf(REDUCE_MAX_LENGTH))), question, REDUCE_MAX_LENGTH);
        return llm.inputTokens() + llm.outputTokens() - before;
    }

    ObjectNode describe() {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("description", "GraphRAG global search on the same chunks through the same counting LLM:"
                + " graph extraction over every chunk (one pass, GraphRAG's extraction prompt), one report per"
                + " community of a whole-corpus hierarchical Leiden over the named entities that share a chunk (largest"
                + " connected component, modularity,"
                + " max cluster size " + MAX_CLUSTER_SIZE + ") from its chunks with GraphRAG's text-unit report prompt"
                + " (input up to " + REPORT_MAX_INPUT_TOKENS + " tokens, max length " + REPORT_MAX_LENGTH + "), then per"
                + " question one map call per report of level " + level + " (GraphRAG's map prompt, map_max_length "
                + MAP_MAX_LENGTH + ") and one reduce call (GraphRAG's reduce prompt, reduce_max_length "
                + REDUCE_MAX_LENGTH + ", data_max_tokens " + REDUCE_MAX_CONTEXT_TOKENS + "). Prompts are GraphRAG's own"
                + " texts; replies come from the counting stand-in LLM, so reports and partial answers are shorter"
                + " than GraphRAG's real ones and the reference's cost is a lower bound.");
        node.put("tokenizer", TokenCounter.ENCODING);
        node.put("communityLevel", level);
        ObjectNode mapped = node.putObject("communitiesMappedByLevel");
        selected.forEach((l, communities) -> mapped.put(String.valueOf(l), communities.size()));
        node.put("entities", entities);
        node.put("entityEdges", edges);
        node.put("largestComponentEntities", componentEntities);
        node.putPOJO("communitiesPerLevel", communitiesPerLevel);
        node.put("communitiesMapped", selected.get(level).size());
        node.put("indexCalls", indexCalls);
        node.put("indexInputTokens", indexInputTokens);
        node.put("indexOutputTokens", indexOutputTokens);
        node.put("indexTokens", indexInputTokens + indexOutputTokens);
        node.put("averageReportTokens", Math.round(selected.get(level).stream()
                .mapToInt(c -> TokenCounter.count(c.report())).average().orElse(0)));
        return node;
    }

    private void build(List<IndexedChunk> chunks) {
        long before = llm.inputTokens() + llm.outputTokens();
        long inBefore = llm.inputTokens();
        long callsBefore = llm.calls();
        String extract = fill(EXTRACT, Map.of("entity_types", ENTITY_TYPES, "input_text", ""));
        for (IndexedChunk chunk : chunks) {
            call(Stage.SUMMARY, extract, chunk.chunk().text(), EXTRACTION_MAX_TOKENS);
        }
        EntityGraph graph = EntityGraph.of(chunks);
        entities = graph.names.size();
        edges = graph.weights.size();
        int[] component = graph.largestComponent();
        componentEntities = component.length;
        Network network = graph.network(component);
        List<Community> top = new ArrayList<>();
        int[] nextId = {0};
        for (HierarchicalLeiden.Cluster cluster : LEIDEN.cluster(network)) {
            top.add(community(cluster, component, graph, chunks, nextId));
        }
        for (int l = 0; l <= level; l++) {
            List<Community> communities = new ArrayList<>();
            select(top, l, communities);
            selected.put(l, communities);
            for (Community community : communities) {
                mapPrompts.computeIfAbsent(community.id(), id -> fill(MAP, Map.of("context_data",
                        "-----Reports-----\nid|title|content\n" + id + "|Community " + id + "|" + community.report(),
                        "max_length", String.valueOf(MAP_MAX_LENGTH))));
            }
        }
        indexCalls = (int) (llm.calls() - callsBefore);
        indexInputTokens = llm.inputTokens() - inBefore;
        indexOutputTokens = llm.inputTokens() + llm.outputTokens() - before - indexInputTokens;
    }

    /** The communities of {@code level}, and the leaves above it whose members go no deeper (GraphRAG's roll-up). */
    private static void select(List<Community> communities, int level, List<Community> selected) {
        for (Community c : communities) {
            if (c.level() == level || c.children().isEmpty()) {
                selected.add(c);
            } else {
                select(c.children(), level, selected);
            }
        }
    }

    /** The community of {@code cluster} (its nodes index {@code component}) and its report, after its children's. */
    private Community community(HierarchicalLeiden.Cluster cluster, int[] component, EntityGraph graph,
                                List<IndexedChunk> chunks, int[] nextId) {
        int id = nextId[0]++;
        communitiesPerLevel.merge(cluster.level(), 1, Integer::sum);
        List<Integer> concepts = new ArrayList<>();
        for (int node : cluster.nodes()) {
            concepts.add(component[node]);
        }
        List<Community> children = new ArrayList<>();
        for (HierarchicalLeiden.Cluster child : cluster.children()) {
            children.add(community(child, component, graph, chunks, nextId));
        }
        String input = reportInput(concepts, graph, chunks);
        String report = call(Stage.SUMMARY, fill(REPORT, Map.of("input_text", "",
                "max_report_length", String.valueOf(REPORT_MAX_LENGTH))), input, REPORT_MAX_LENGTH).text();
        return new Community(id, cluster.level(), concepts, children, report);
    }

    /** The community's chunks, those mentioning most of its concepts first, up to the report's input limit. */
    private static String reportInput(List<Integer> concepts, EntityGraph graph, List<IndexedChunk> chunks) {
        Map<Integer, Integer> mentions = new HashMap<>();
        for (int concept : concepts) {
            for (int chunk : graph.chunksOf.get(concept)) {
                mentions.merge(chunk, 1, Integer::sum);
            }
        }
        List<Integer> order = new ArrayList<>(mentions.keySet());
        order.sort(Comparator.comparingInt((Integer c) -> -mentions.get(c)).thenComparingInt(c -> c));
        StringBuilder input = new StringBuilder("id,text\n");
        int tokens = 0;
        for (int c : order) {
            Chunk chunk = chunks.get(c).chunk();
            int t = graph.chunkTokens[c];
            if (tokens + t > REPORT_MAX_INPUT_TOKENS) {
                break;
            }
            input.append(chunk.id()).append(',').append(chunk.text()).append('\n');
            tokens += t;
        }
        return input.toString();
    }

    /**
     * One call to the counting model, under the lazygraph stage that does the same job: map and reduce are a
     * global answer's {@link Stage#MAP} and {@link Stage#ANSWER}; the community reports and the entity
     * extraction write about the text they are given, as a {@link Stage#SUMMARY} does (the counting model
     * answers every stage but {@link Stage#RELEVANCE} alike, with the first words of its data).
     */
    private Completion call(Stage stage, String system, String user, int maxOutputTokens) {
        return llm.complete(new Prompt(stage, system, user, maxOutputTokens));
    }

    /** GraphRAG's Python {@code str.format}: named fields filled, doubled braces made single. */
    static String fill(String template, Map<String, String> values) {
        String filled = template;
        for (Map.Entry<String, String> value : values.entrySet()) {
            filled = filled.replace("{" + value.getKey() + "}", "\u0000" + value.getKey() + "\u0000");
        }
        filled = filled.replace("{{", "{").replace("}}", "}");
        for (Map.Entry<String, String> value : values.entrySet()) {
            filled = filled.replace("\u0000" + value.getKey() + "\u0000", value.getValue());
        }
        return filled;
    }

    private static int[] range(int n) {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        return all;
    }

    private static List<IndexedChunk> chunks(GraphStore store, String collection) {
        List<String> ids = new ArrayList<>();
        for (DocumentRecord document : store.documents(collection)) {
            for (int ordinal = 0; ordinal < document.chunks(); ordinal++) {
                ids.add(Chunk.idOf(document.id(), document.revision(), ordinal));
            }
        }
        List<IndexedChunk> chunks = new ArrayList<>(store.chunks(collection, ids));
        chunks.sort(Comparator.comparing(IndexedChunk::id));
        return chunks;
    }

    private static String prompt(String name) {
        try (InputStream in = GraphRagReference.class.getResourceAsStream("/graphrag/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource /graphrag/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Named entities as nodes, co-occurrence in a chunk as weighted edges (the chunks sharing both). */
    private static final class EntityGraph {
        final List<String> names = new ArrayList<>();
        final Map<Long, Integer> weights = new HashMap<>();
        final List<List<Integer>> chunksOf = new ArrayList<>();
        final int[] chunkTokens;

        private EntityGraph(int chunks) {
            chunkTokens = new int[chunks];
        }

        static EntityGraph of(List<IndexedChunk> chunks) {
            EntityGraph graph = new EntityGraph(chunks.size());
            Map<String, Integer> index = new HashMap<>();
            for (int c = 0; c < chunks.size(); c++) {
                IndexedChunk chunk = chunks.get(c);
                graph.chunkTokens[c] = TokenCounter.count(chunk.chunk().text());
                List<Integer> ids = new ArrayList<>();
                for (String concept : names(chunk)) {
                    int id = index.computeIfAbsent(concept, k -> {
                        graph.names.add(k);
                        graph.chunksOf.add(new ArrayList<>());
                        return graph.names.size() - 1;
                    });
                    graph.chunksOf.get(id).add(c);
                    ids.add(id);
                }
                for (int i = 0; i < ids.size(); i++) {
                    for (int j = i + 1; j < ids.size(); j++) {
                        int a = Math.min(ids.get(i), ids.get(j));
                        int b = Math.max(ids.get(i), ids.get(j));
                        graph.weights.merge((long) a << 32 | b, 1, Integer::sum);
                    }
                }
            }
            return graph;
        }

        /**
         * The named entities of a chunk: the concepts it mentions as names (people, organizations, places,
         * works). GraphRAG's graph holds the entities its LLM extracts of the types it asks for (organization,
         * person, geo, event), not every noun phrase; the names are the analyzer's closest equivalent.
         */
        private static SortedSet<String> names(IndexedChunk chunk) {
            SortedSet<String> names = new TreeSet<>();
            chunk.conceptCounts().forEach((concept, mentions) -> {
                if (Mentions.isName(mentions)) {
                    names.add(concept);
                }
            });
            return names;
        }

        /** Nodes of the largest connected component (GraphRAG clusters only it), in increasing order. */
        int[] largestComponent() {
            int[] parent = range(names.size());
            for (long edge : weights.keySet()) {
                union(parent, (int) (edge >>> 32), (int) edge);
            }
            Map<Integer, Integer> sizes = new HashMap<>();
            for (int i = 0; i < parent.length; i++) {
                sizes.merge(find(parent, i), 1, Integer::sum);
            }
            int root = sizes.entrySet().stream().max(Map.Entry.<Integer, Integer>comparingByValue()
                    .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder()))).map(Map.Entry::getKey).orElse(-1);
            return java.util.stream.IntStream.range(0, parent.length).filter(i -> find(parent, i) == root).toArray();
        }

        Network network(int[] nodes) {
            Map<Integer, Integer> position = new HashMap<>();
            for (int i = 0; i < nodes.length; i++) {
                position.put(nodes[i], i);
            }
            List<Long> sorted = new ArrayList<>(weights.keySet());
            sorted.sort(Comparator.naturalOrder());
            LargeIntArray from = new LargeIntArray(0);
            LargeIntArray to = new LargeIntArray(0);
            LargeDoubleArray w = new LargeDoubleArray(0);
            for (long edge : sorted) {
                Integer a = position.get((int) (edge >>> 32));
                Integer b = position.get((int) edge);
                if (a != null && b != null) {
                    from.append(a);
                    to.append(b);
                    w.append(weights.get(edge));
                }
            }
            return new Network(nodes.length, true, new LargeIntArray[] {from, to}, w, false, false);
        }

        private static int find(int[] parent, int i) {
            while (parent[i] != i) {
                parent[i] = parent[parent[i]];
                i = parent[i];
            }
            return i;
        }

        private static void union(int[] parent, int a, int b) {
            int ra = find(parent, a);
            int rb = find(parent, b);
            if (ra != rb) {
                parent[Math.max(ra, rb)] = Math.min(ra, rb);
            }
        }
    }
}
