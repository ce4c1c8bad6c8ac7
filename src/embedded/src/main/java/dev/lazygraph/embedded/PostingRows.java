package dev.lazygraph.embedded;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.Posting;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Postings from the rows of one read. What a posting takes from its document (the chunk id's key and revision,
 * the groups) is read from the row once per document, and each chunk's id is built once: the lists a query
 * reads share their documents and chunks, and reading the same text columns again for every row was most of
 * the cost of a read on a large collection; the ids are shared with other reads of the same generation. Not
 * thread-safe: one read uses one.
 */
final class PostingRows {
    /** Columns of a posting row from its first: document row, ordinal, count, length, key, revision, groups. */
    static final String COLUMNS = "p.document, p.ordinal, p.%s, p.length, d.key, d.revision, d.groups";

    private final String collection;
    private final GroupsColumn groups = new GroupsColumn();
    private final Map<Long, Document> documents = new HashMap<>();
    private final Map<Long, String> chunkIds;

    private record Document(DocumentId id, String revision, Set<String> groups) {
    }

    /** @param chunkIds chunk row key ({@code document << 32 | ordinal}) -> chunk id, shared by reads ({@link ReadCache}) */
    PostingRows(String collection, Map<Long, String> chunkIds) {
        this.collection = collection;
        this.chunkIds = chunkIds;
    }

    /** The posting of the current row, whose {@link #COLUMNS} start at column {@code first}. */
    Posting of(ResultSet row, int first) throws SQLException {
        long documentRow = row.getLong(first);
        int ordinal = row.getInt(first + 1);
        Document document = documents.get(documentRow);
        if (document == null) {
            document = new Document(new DocumentId(collection, row.getString(first + 4)), row.getString(first + 5),
                    groups.decode(row.getString(first + 6)));
            documents.put(documentRow, document);
        }
        Document of = document;
        String chunkId = chunkIds.computeIfAbsent(documentRow << 32 | ordinal,
                k -> Chunk.idOf(of.id(), of.revision(), ordinal));
        return new Posting(chunkId, row.getInt(first + 2), row.getInt(first + 3), document.groups());
    }
}
