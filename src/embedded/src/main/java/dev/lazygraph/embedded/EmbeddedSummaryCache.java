package dev.lazygraph.embedded;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.summary.CachedSummary;
import dev.lazygraph.core.summary.SummaryCache;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The summary cache (community summaries, cached answers and map outputs) in the data folder's
 * {@link EmbeddedDatabase}, with an index from source document to summaries that makes {@link #invalidate}
 * exact. Every process reads and writes the same cache. Thread-safe.
 */
public final class EmbeddedSummaryCache implements SummaryCache {
    private final EmbeddedDatabase database;

    public EmbeddedSummaryCache(EmbeddedDatabase database) {
        this.database = database;
    }

    @Override
    public Optional<CachedSummary> get(String collection, String key) {
        return database.read(connection -> find(connection, collection, key));
    }

    @Override
    public void put(CachedSummary summary) {
        database.write(connection -> {
            remove(connection, summary.collection(), summary.key());
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO summary (collection, key, body) VALUES (?, ?, ?)");
                 PreparedStatement source = connection.prepareStatement(
                         "INSERT INTO summary_source (collection, document, summary) VALUES (?, ?, ?)")) {
                insert.setString(1, summary.collection());
                insert.setString(2, summary.key());
                insert.setBytes(3, CachedSummaryCodec.encode(summary));
                insert.executeUpdate();
                for (String document : summary.sources().keySet()) {
                    source.setString(1, summary.collection());
                    source.setString(2, document);
                    source.setString(3, summary.key());
                    source.addBatch();
                }
                source.executeBatch();
            }
            return null;
        });
    }

    @Override
    public int invalidate(DocumentId document) {
        return database.write(connection -> {
            List<String> keys = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT summary FROM summary_source WHERE collection = ? AND document = ?")) {
                select.setString(1, document.collection());
                select.setString(2, document.key());
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        keys.add(rows.getString(1));
                    }
                }
            }
            for (String key : keys) {
                remove(connection, document.collection(), key);
            }
            return keys.size();
        });
    }

    private static Optional<CachedSummary> find(Connection connection, String collection, String key)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT body FROM summary WHERE collection = ? AND key = ?")) {
            select.setString(1, collection);
            select.setString(2, key);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(CachedSummaryCodec.decode(row.getBytes(1)))
                        : Optional.empty();
            }
        }
    }

    /** Removes a summary and its index entries (which its sources name). */
    private static void remove(Connection connection, String collection, String key) throws SQLException {
        Optional<CachedSummary> old = find(connection, collection, key);
        if (old.isEmpty()) {
            return;
        }
        try (PreparedStatement delete = connection.prepareStatement(
                "DELETE FROM summary WHERE collection = ? AND key = ?");
             PreparedStatement source = connection.prepareStatement(
                     "DELETE FROM summary_source WHERE collection = ? AND document = ? AND summary = ?")) {
            delete.setString(1, collection);
            delete.setString(2, key);
            delete.executeUpdate();
            for (String document : old.get().sources().keySet()) {
                source.setString(1, collection);
                source.setString(2, document);
                source.setString(3, key);
                source.addBatch();
            }
            source.executeBatch();
        }
    }
}
