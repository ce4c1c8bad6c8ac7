package dev.lazygraph.embedded;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What rows that name a document by its row number (postings, scored chunks) take from it: its key, revision and
 * groups, read once per document and in batches, and each chunk's id built once. Documents and ids are shared
 * with other reads of the same generation ({@link ReadCache}). Not thread-safe: one read uses one.
 */
final class DocumentRows {
    /** Documents one statement looks up at most (SQLite takes up to 32,766 parameters). */
    private static final int PER_STATEMENT = 500;

    /** What a row naming a document takes from it. */
    record DocumentRow(DocumentId id, String revision, Set<String> groups) {
    }

    private final String collection;
    private final GroupsColumn groups = new GroupsColumn();
    private final Map<Long, DocumentRow> documents;
    private final Map<Long, String> chunkIds;

    /**
     * @param documents document row -> what rows take from it, shared by reads ({@link ReadCache})
     * @param chunkIds  chunk row key ({@code document << 32 | ordinal}) -> chunk id, shared by reads
     */
    DocumentRows(String collection, Map<Long, DocumentRow> documents, Map<Long, String> chunkIds) {
        this.collection = collection;
        this.documents = documents;
        this.chunkIds = chunkIds;
    }

    /** Reads the documents among {@code rows} not known yet (a read's snapshot holds every row it names). */
    void read(Connection connection, Collection<Long> rows) throws SQLException {
        Set<Long> missing = new LinkedHashSet<>();
        for (long row : rows) {
            if (!documents.containsKey(row)) {
                missing.add(row);
            }
        }
        List<Long> unknown = new ArrayList<>(missing);
        for (int from = 0; from < unknown.size(); from += PER_STATEMENT) {
            List<Long> batch = unknown.subList(from, Math.min(unknown.size(), from + PER_STATEMENT));
            try (PreparedStatement select = connection.prepareStatement("SELECT id, key, revision, groups FROM document"
                    + " WHERE id IN (" + "?, ".repeat(batch.size() - 1) + "?)")) {
                for (int i = 0; i < batch.size(); i++) {
                    select.setLong(i + 1, batch.get(i));
                }
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        documents.put(row.getLong(1), new DocumentRow(new DocumentId(collection, row.getString(2)),
                                row.getString(3), groups.decode(row.getString(4))));
                    }
                }
            }
        }
    }

    /** The document of row {@code document}, {@link #read} before. */
    DocumentRow of(long document) {
        return documents.get(document);
    }

    /** The id of the chunk {@code ordinal} of the document of row {@code document}, {@link #read} before. */
    String chunkId(long document, int ordinal) {
        DocumentRow row = documents.get(document);
        return chunkIds.computeIfAbsent(document << 32 | ordinal, k -> Chunk.idOf(row.id(), row.revision(), ordinal));
    }
}
