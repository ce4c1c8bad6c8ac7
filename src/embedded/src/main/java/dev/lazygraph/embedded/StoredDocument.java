package dev.lazygraph.embedded;

import dev.lazygraph.core.graph.DocumentIndex;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/** A row of the {@code document} table: the number its chunks and postings refer to, and its revision. */
record StoredDocument(long id, String revision) {

    static Optional<StoredDocument> find(Connection connection, long collection, String key) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT id, revision FROM document WHERE collection = ? AND key = ?")) {
            select.setLong(1, collection);
            select.setString(2, key);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(new StoredDocument(row.getLong(1), row.getString(2))) : Optional.empty();
            }
        }
    }

    /** Inserts the document's row and counts it in its collection; returns its number. */
    static long insert(Connection connection, long collection, DocumentIndex index) throws SQLException {
        long id;
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO document (collection, key, revision, body, groups) VALUES (?, ?, ?, ?, ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            insert.setLong(1, collection);
            insert.setString(2, index.id().key());
            insert.setString(3, index.revision());
            insert.setBytes(4, DocumentRecordCodec.encode(index.record()));
            insert.setString(5, GroupsColumn.encode(index.metadata().groups()));
            insert.executeUpdate();
            try (ResultSet key = insert.getGeneratedKeys()) {
                key.next();
                id = key.getLong(1);
            }
        }
        CollectionRows.count(connection, collection, 1, 0, 0);
        return id;
    }
}
