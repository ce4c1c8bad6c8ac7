package dev.lazygraph.api.mcp;

import dev.lazygraph.api.collection.RequestedCollection;
import dev.lazygraph.api.problem.Failures;
import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.api.problem.ProblemDocuments;
import dev.lazygraph.api.auth.RequestCaller;
import dev.lazygraph.core.access.Caller;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.query.ConcurrentUpdateException;
import dev.lazygraph.core.query.graph.GraphView;
import io.quarkiverse.mcp.server.JsonRpcErrorCodes;
import io.quarkiverse.mcp.server.McpException;
import io.quarkiverse.mcp.server.RequestUri;
import io.quarkiverse.mcp.server.ResourceTemplate;
import io.quarkiverse.mcp.server.TextResourceContents;
import jakarta.inject.Inject;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Each stored document as an MCP resource, {@code lazygraph://documents/{collection}/{key}} with the key
 * percent-encoded (it may hold '/'): its text as its chunks hold it, quoted as data. {@code list_documents}
 * names every document's URI.
 */
public class McpDocuments {

    static final String SCHEME = "lazygraph://documents/";

    private final GraphStore store;
    private final RequestedCollection collections;
    private final RequestCaller callers;
    private final ProblemDocuments problems;

    @Inject
    public McpDocuments(GraphStore store, RequestedCollection collections, RequestCaller callers,
                        ProblemDocuments problems) {
        this.store = store;
        this.collections = collections;
        this.callers = callers;
        this.problems = problems;
    }

    static String uri(String collection, String key) {
        return SCHEME + encode(collection) + "/" + encode(key);
    }

    @ResourceTemplate(name = "document", uriTemplate = SCHEME + "{collection}/{key}", mimeType = "text/plain",
            description = "A stored document's text (as its chunks hold it), quoted as data. The key is"
                    + " percent-encoded; list_documents gives every document's URI.")
    TextResourceContents document(String collection, String key, RequestUri uri) {
        try {
            DocumentId id = new DocumentId(collections.or(decode(collection)), decode(key));
            Caller caller = callers.get();
            // A document the caller may not read is answered as one that is not there.
            DocumentRecord record = store.document(id).filter(d -> caller.mayRead(d.metadata().groups()))
                    .orElseThrow(() -> new McpException(problems.json(
                    Problem.notFound("/problems/unknown-document", "Unknown document", "no document '" + id.key()
                            + "' in collection '" + id.collection() + "'")), JsonRpcErrorCodes.RESOURCE_NOT_FOUND));
            return TextResourceContents.create(uri.value(), QuotedData.RULE + "\n\n" + QuotedData.quote(id.key(),
                    text(id, record, caller)));
        } catch (McpException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new McpException(problems.json(Failures.problemOf(e)), JsonRpcErrorCodes.INVALID_PARAMS);
        }
    }

    /** The parsed text, rebuilt from the chunks' spans (consecutive chunks overlap by a sentence). */
    private String text(DocumentId id, DocumentRecord record, Caller caller) {
        List<String> ids = IntStream.range(0, record.chunks())
                .mapToObj(ordinal -> Chunk.idOf(id, record.revision(), ordinal)).toList();
        Map<String, IndexedChunk> chunks = new GraphView(store, id.collection(), ReadScope.of(caller)).chunks(ids);
        StringBuilder text = new StringBuilder();
        int end = 0;
        if (chunks.size() != ids.size()) {
            throw new ConcurrentUpdateException("document '" + id.key() + "' changed while it was read; try again");
        }
        for (String chunkId : ids) {
            Chunk chunk = chunks.get(chunkId).chunk();
            if (chunk.start() > end && !text.isEmpty()) {
                text.append('\n');
            }
            text.append(chunk.text(), Math.min(chunk.text().length(), Math.max(0, end - chunk.start())),
                    chunk.text().length());
            end = Math.max(end, chunk.end());
        }
        return text.toString();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** Percent-decoding only: a '+' in a key is a plus. */
    private static String decode(String value) {
        return URLDecoder.decode(value.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
