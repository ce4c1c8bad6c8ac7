package dev.lazygraph.embedded;

import dev.lazygraph.core.graph.Posting;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Postings from the rows of one read. A posting row holds numbers only (its document's row, the chunk's ordinal,
 * the count, the chunk's length); what a posting takes from its document is read once per document, after the
 * rows ({@link DocumentRows}): joining the document table to every row made the database look the same document
 * up again for each of its postings, and a question's lists hold tens of thousands of postings of a few thousand
 * documents. Not thread-safe: one read uses one.
 */
final class PostingRows {
    /**
     * Columns of a posting row from its first: document row, ordinal and length in one number (SQLite hands out a
     * column per call into its library), count.
     */
    static final String COLUMNS = "document, ordinal << 32 | length, %s";

    private final DocumentRows documents;
    private long[] documentRows = new long[256];
    private long[] ordinalsAndLengths = new long[256];
    private int[] counts = new int[256];
    private int size;

    PostingRows(DocumentRows documents) {
        this.documents = documents;
    }

    /** Keeps the current row, whose {@link #COLUMNS} start at column {@code first}. */
    void add(ResultSet row, int first) throws SQLException {
        if (size == counts.length) {
            documentRows = Arrays.copyOf(documentRows, 2 * size);
            ordinalsAndLengths = Arrays.copyOf(ordinalsAndLengths, 2 * size);
            counts = Arrays.copyOf(counts, 2 * size);
        }
        documentRows[size] = row.getLong(first);
        ordinalsAndLengths[size] = row.getLong(first + 1);
        counts[size] = row.getInt(first + 2);
        size++;
    }

    /** The postings of the rows kept since the last call, in their order. */
    List<Posting> postings(Connection connection) throws SQLException {
        documents.read(connection, documentRows, size);
        List<Posting> postings = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            DocumentRows.DocumentRow document = documents.of(documentRows[i]);
            postings.add(new Posting(document.chunkId((int) (ordinalsAndLengths[i] >>> 32)), counts[i],
                    (int) ordinalsAndLengths[i], document.groups()));
        }
        size = 0;
        return postings;
    }
}
