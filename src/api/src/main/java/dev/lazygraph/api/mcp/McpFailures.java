package dev.lazygraph.api.mcp;

import dev.lazygraph.api.problem.Failures;
import dev.lazygraph.api.problem.ProblemDocuments;
import io.quarkiverse.mcp.server.ToolResponse;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.function.Supplier;

/**
 * A failed MCP tool call says what the REST API would: its text is the same problem document (type, title,
 * status, detail) as JSON, so a client or model can tell a bad argument from an unknown collection or our fault.
 */
@Singleton
public class McpFailures {

    private final ProblemDocuments problems;

    @Inject
    public McpFailures(ProblemDocuments problems) {
        this.problems = problems;
    }

    /** The tool's reply, or a failed tool result holding the problem of what it threw. */
    ToolResponse reply(Supplier<ToolResponse> call) {
        try {
            return call.get();
        } catch (RuntimeException e) {
            return ToolResponse.error(problems.json(Failures.problemOf(e)));
        }
    }
}
