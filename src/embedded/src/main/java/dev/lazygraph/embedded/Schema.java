package dev.lazygraph.embedded;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * The tables of the embedded database. Records are stored as {@link RecordCodec} bodies (chunks and documents in
 * {@link BinaryForm}); columns hold only
 * what a lookup needs, so a field added to a core record needs no new column. Postings are one row per
 * (term or concept, chunk), keyed so that a term's postings are one range of the primary key: a query reads
 * exactly the postings it asks for, and opening the store reads nothing.
 */
final class Schema {
    /** {@code PRAGMA user_version} of the tables below. */
    static final int VERSION = 5;

    private static final String GROUPED_INDEX = "CREATE INDEX document_grouped ON document (collection) WHERE groups != ''";

    /** What every change to a collection's graph raises, so a read knows whether what it kept is current. */
    private static final String ADD_GENERATION = "ALTER TABLE collection ADD COLUMN generation INTEGER NOT NULL"
            + " DEFAULT 0";

    /** body: the document revision's passage vectors and their model (DocumentVectors), when an embedder made them. */
    private static final String PASSAGE_VECTORS = """
        CREATE TABLE passage_vectors (document INTEGER PRIMARY KEY, body BLOB NOT NULL)""";

    private static final String[] TABLES = {
        """
        CREATE TABLE collection (
          id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,
          documents INTEGER NOT NULL DEFAULT 0, chunks INTEGER NOT NULL DEFAULT 0,
          total_length INTEGER NOT NULL DEFAULT 0, generation INTEGER NOT NULL DEFAULT 0)""",
        // body: the DocumentRecord (DocumentRecordCodec; JSON in rows written before it); groups: its access
        // groups, one a line (GroupsColumn), which a query reads to leave out what its caller may not read without
        // decoding bodies; chunks, total_length: what the document adds to its collection's totals, which a
        // caller's view subtracts for the documents it may not read
        """
        CREATE TABLE document (
          id INTEGER PRIMARY KEY, collection INTEGER NOT NULL, key TEXT NOT NULL, revision TEXT NOT NULL,
          body BLOB NOT NULL, groups TEXT NOT NULL DEFAULT '', chunks INTEGER NOT NULL DEFAULT 0,
          total_length INTEGER NOT NULL DEFAULT 0, UNIQUE (collection, key))""",
        // Which collections hold a document with access groups, without reading the documents: a view of one that
        // holds none checks no posting it reads.
        GROUPED_INDEX,
        // body: the IndexedChunk (the chunk with its terms and concepts, so a delete subtracts what was added), in
        // IndexedChunkCodec's form (JSON in rows written before it)
        """
        CREATE TABLE chunk (
          document INTEGER NOT NULL, ordinal INTEGER NOT NULL, body BLOB NOT NULL,
          PRIMARY KEY (document, ordinal)) WITHOUT ROWID""",
        """
        CREATE TABLE term_posting (
          collection INTEGER NOT NULL, term TEXT NOT NULL, document INTEGER NOT NULL, ordinal INTEGER NOT NULL,
          frequency INTEGER NOT NULL, length INTEGER NOT NULL,
          PRIMARY KEY (collection, term, document, ordinal)) WITHOUT ROWID""",
        """
        CREATE TABLE concept_posting (
          collection INTEGER NOT NULL, concept TEXT NOT NULL, document INTEGER NOT NULL, ordinal INTEGER NOT NULL,
          mentions INTEGER NOT NULL, length INTEGER NOT NULL,
          PRIMARY KEY (collection, concept, document, ordinal)) WITHOUT ROWID""",
        // body: the CachedSummary (community summaries, cached answers and map outputs)
        """
        CREATE TABLE summary (
          collection TEXT NOT NULL, key TEXT NOT NULL, body BLOB NOT NULL,
          PRIMARY KEY (collection, key)) WITHOUT ROWID""",
        """
        CREATE TABLE summary_source (
          collection TEXT NOT NULL, document TEXT NOT NULL, summary TEXT NOT NULL,
          PRIMARY KEY (collection, document, summary)) WITHOUT ROWID""",
        // body: the CachedVerdict
        """
        CREATE TABLE verdict (
          collection TEXT NOT NULL, document TEXT NOT NULL, question TEXT NOT NULL, chunk TEXT NOT NULL,
          body BLOB NOT NULL, PRIMARY KEY (collection, document, question, chunk)) WITHOUT ROWID""",
        PASSAGE_VECTORS,
    };

    private static final String UPGRADE_FROM_1 = "ALTER TABLE document ADD COLUMN groups TEXT NOT NULL DEFAULT ''";

    private static final String[] ADD_DOCUMENT_TOTALS = {
        "ALTER TABLE document ADD COLUMN chunks INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE document ADD COLUMN total_length INTEGER NOT NULL DEFAULT 0",
    };

    private Schema() {
    }

    /**
     * Creates the tables in a new database and brings one of version 1 to 4 up to this version; an existing one of
     * this version is left as it is.
     */
    static Void create(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            int version;
            try (ResultSet result = statement.executeQuery("PRAGMA user_version")) {
                version = result.next() ? result.getInt(1) : 0;
            }
            if (version == VERSION) {
                return null;
            }
            if (version >= 1 && version <= 4) {
                if (version == 1) {
                    // Version 1 knew no groups: every document it holds is readable by every caller, as '' says.
                    statement.execute(UPGRADE_FROM_1);
                }
                if (version <= 2) {
                    statement.execute(GROUPED_INDEX);
                    statement.execute(ADD_GENERATION);
                }
                if (version <= 3) {
                    // Documents stored before vectors have none: their revision names no embedding model, so the
                    // next ingest with the embedder on stores them again with vectors.
                    statement.execute(PASSAGE_VECTORS);
                }
                for (String column : ADD_DOCUMENT_TOTALS) {
                    statement.execute(column);
                }
                countDocumentTotals(connection);
                statement.execute("PRAGMA user_version = " + VERSION);
                return null;
            }
            if (version != 0) {
                throw new SQLException("the store has schema version " + version + "; this lazygraph reads "
                        + VERSION + " (a newer lazygraph wrote it)");
            }
            for (String table : TABLES) {
                statement.execute(table);
            }
            statement.execute("PRAGMA user_version = " + VERSION);
        }
        return null;
    }

    /** Fills each document's totals from its stored chunks (what {@code add} keeps for documents stored later). */
    private static void countDocumentTotals(Connection connection) throws SQLException {
        Map<Long, long[]> totals = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT document, body FROM chunk");
             ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                long[] total = totals.computeIfAbsent(rows.getLong(1), document -> new long[2]);
                total[0]++;
                total[1] += IndexedChunkCodec.decode(rows.getBytes(2)).length();
            }
        }
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE document SET chunks = ?, total_length = ? WHERE id = ?")) {
            for (Map.Entry<Long, long[]> total : totals.entrySet()) {
                update.setLong(1, total.getValue()[0]);
                update.setLong(2, total.getValue()[1]);
                update.setLong(3, total.getKey());
                update.addBatch();
            }
            update.executeBatch();
        }
    }
}
