package dev.lazygraph.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.lazygraph.api.query.AnswerView;
import dev.lazygraph.core.access.Caller;
import dev.lazygraph.core.access.DocumentFilter;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.Cost;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "ask", mixinStandardHelpOptions = true,
        description = "Answers a question from the stored documents, with citations and cost.")
public class AskCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "QUESTION",
            description = "The question (quote it, or give it as several words).")
    List<String> words = List.of();

    @Option(names = "--route", paramLabel = "ROUTE",
            description = "Force a route: ${COMPLETION-CANDIDATES} (default: chosen per question).")
    Route route;

    @Option(names = "--top-k", paramLabel = "K", description = "Chunks the answer is built from.")
    Integer topK;

    @Option(names = "--json", description = "Print the whole answer as JSON.")
    boolean json;

    @Option(names = "--graph", description = "With --json: add the answer's community graph (concepts,"
            + " co-occurrence edges, communities and their relevance-test outcome).")
    boolean graph;

    @Option(names = "--filter", paramLabel = "TERM", description = {"Ask only about part of the collection:"
            + " 'key^=PREFIX' (documents whose key starts with it) or 'TAG=VALUE' (documents with that tag).",
            "Terms of one kind are any-of (repeat the option), different kinds all apply."})
    List<String> filter = List.of();

    @Option(names = "--groups", paramLabel = "GROUP", split = ",", description = {"Ask as a caller in these groups"
            + " would: only documents without groups or with one of these are read.", "Without it (nor"
            + " --anonymous) ask reads every document: the data folder is yours."})
    List<String> groups;

    @Option(names = "--anonymous", description = "Ask as a caller without identity would: only documents without"
            + " groups are read.")
    boolean anonymous;

    @Spec
    CommandSpec spec;

    // Built when asked for: picocli creates every command to parse a line, and the other commands (and
    // --help) need no query service, LLM client or threads.
    @Inject
    Instance<QueryService> queries;

    @Inject
    LazygraphConfig config;

    @Inject
    ObjectMapper mapper;

    @Override
    public Integer call() throws Exception {
        String question = String.join(" ", words).strip();
        if (question.isEmpty()) {
            spec.commandLine().getErr().println("lazygraph: ask needs a question, e.g. lazygraph ask \"Who founded"
                    + " the company?\"");
            return LazygraphCommand.EXIT_INVALID_INPUT;
        }
        if (graph && !json) {
            spec.commandLine().getErr().println("lazygraph: --graph needs --json (the graph is printed as JSON)");
            return LazygraphCommand.EXIT_INVALID_INPUT;
        }
        ReadScope scope;
        try {
            scope = new ReadScope(caller(), DocumentFilter.parse(filter));
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("lazygraph: ask: " + e.getMessage());
            return LazygraphCommand.EXIT_INVALID_INPUT;
        }
        Answer answer = queries.get().ask(new QueryRequest(config.collection(), question, route, topK, null, null, graph,
                scope));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            // The API's answer, as POST /query returns it.
            out.println(mapper.copy().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(AnswerView.of(answer)));
        } else {
            print(answer, out);
        }
        return 0;
    }

    /** Who the question is asked as: the data folder's owner, unless told otherwise. */
    private Caller caller() {
        if (anonymous && groups != null) {
            throw new IllegalArgumentException("--anonymous and --groups exclude each other");
        }
        return anonymous ? Caller.ANONYMOUS : groups == null ? Caller.OWNER : Caller.inGroups(groups);
    }

    private static void print(Answer answer, PrintWriter out) {
        out.println(answer.text());
        out.println();
        printSources("Citations:", answer.citations(), out);
        if (!answer.found()) {
            printSources("Closest passages:", answer.furtherSources(), out);
        } else if (!answer.furtherSources().isEmpty()) {
            out.printf("Further sources: %d (ask --json lists them)%n", answer.furtherSources().size());
        }
        Cost cost = answer.cost();
        out.printf("Route: %s%n", answer.routeReason());
        out.printf("Cost: LLM tokens in %d / out %d (%d calls); cache hits %d, misses %d; communities used %d"
                        + " (considered %d, detected %d); relevance tests %d of %d%n",
                cost.inputTokens(), cost.outputTokens(), cost.llmCalls(), cost.cacheHits(), cost.cacheMisses(),
                cost.communitiesSummarized(), cost.communitiesConsidered(), cost.communitiesDetected(),
                cost.relevanceTests(), cost.relevanceBudget());
        for (String warning : answer.warnings()) {
            out.println("Warning: " + warning);
        }
    }

    private static void printSources(String heading, List<Citation> sources, PrintWriter out) {
        if (!sources.isEmpty()) {
            out.println(heading);
            for (Citation citation : sources) {
                out.printf("  [%d] %s%s  chunk %s  chars %d-%d%n", citation.number(), citation.documentKey(),
                        place(citation), chunkOrdinal(citation.chunkId()), citation.start(), citation.end());
            }
        }
    }

    /** "  page 3", "  pages 3-4" and the section, as far as the document has them. */
    private static String place(Citation citation) {
        StringBuilder place = new StringBuilder();
        if (citation.page() != null) {
            place.append(citation.lastPage() == null ? "  page " + citation.page()
                    : "  pages " + citation.page() + "-" + citation.lastPage());
        }
        if (citation.section() != null) {
            place.append("  \"").append(DisplaySafe.escape(citation.section())).append('"');
        }
        return place.toString();
    }

    /** Chunk ids end with the chunk's ordinal in its document (see {@code Chunk.idOf}). */
    private static String chunkOrdinal(String chunkId) {
        return chunkId.substring(chunkId.lastIndexOf('#') + 1);
    }
}
