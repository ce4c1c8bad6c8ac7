package dev.lazygraph.embedded;

import dev.lazygraph.core.chunk.Chunk;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What rows that name a document by its row number (postings, scored chunks) take from it: the ids of its chunks
 * and its groups, read once per document and in batches, each chunk's id built once. Documents are shared with other
 * reads of the same generation ({@link ReadCache}), and with them the ids, so the lists of one generation hold the
 * same string for a chunk. Not thread-safe: one read uses one (a {@link DocumentRow} may be shared).
 */
final class DocumentRows {
    /** Documents one statement looks up at most (SQLite takes up to 32,766 parameters). */
    private static final int PER_STATEMENT = 500;

    /** What a row naming a document takes from it: its chunks' ids and its groups. Thread-safe. */
    static final class DocumentRow {
        private final String idPrefix;
        private final Set<String> groups;
        /** Ids built so far, by ordinal; replaced whole when it grows, so a reader sees a whole array. */
        private volatile String[] chunkIds = new String[0];

        DocumentRow(String idPrefix, Set<String> groups) {
            this.idPrefix = idPrefix;
            this.groups = groups;
        }

        Set<String> groups() {
            return groups;
        }

        /**
         * The id of chunk {@code ordinal} ({@link Chunk#idOf}), built once: two reads that build it at the same
         * moment may each keep their own string, which are equal.
         */
        String chunkId(int ordinal) {
            String[] ids = chunkIds;
            if (ordinal < ids.length && ids[ordinal] != null) {
                return ids[ordinal];
            }
            String id = idPrefix + ordinal;
            if (ordinal >= ids.length) {
                ids = Arrays.copyOf(ids, Math.max(ordinal + 1, 2 * ids.length));
            }
            ids[ordinal] = id;
            chunkIds = ids;
            return id;
        }
    }

    private final GroupsColumn groups = new GroupsColumn();
    private final Map<Long, DocumentRow> documents;

    /** @param documents document row -> what rows take from it, shared by reads ({@link ReadCache}) */
    DocumentRows(Map<Long, DocumentRow> documents) {
        this.documents = documents;
    }

    /** Reads the documents among {@code rows} not known yet (a read's snapshot holds every row it names). */
    void read(Connection connection, long[] rows, int count) throws SQLException {
        Set<Long> unknown = new LinkedHashSet<>();
        long previous = -1;
        for (int i = 0; i < count; i++) {
            // Rows name a document's chunks together: most repeat the one before.
            if (rows[i] != previous && !documents.containsKey(rows[i])) {
                unknown.add(rows[i]);
            }
            previous = rows[i];
        }
        List<Long> missing = new ArrayList<>(unknown);
        for (int from = 0; from < missing.size(); from += PER_STATEMENT) {
            List<Long> batch = missing.subList(from, Math.min(missing.size(), from + PER_STATEMENT));
            try (PreparedStatement select = connection.prepareStatement("SELECT id, key, revision, groups FROM document"
                    + " WHERE id IN (" + "?, ".repeat(batch.size() - 1) + "?)")) {
                for (int i = 0; i < batch.size(); i++) {
                    select.setLong(i + 1, batch.get(i));
                }
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        documents.put(row.getLong(1), new DocumentRow(Chunk.idPrefix(row.getString(2), row.getString(3)),
                                groups.decode(row.getString(4))));
                    }
                }
            }
        }
    }

    /** The document of row {@code document}, {@link #read} before. */
    DocumentRow of(long document) {
        return documents.get(document);
    }
}
