package dev.lazygraph.embedded;

import dev.lazygraph.core.graph.CorpusStats;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.OptionalLong;

/**
 * The {@code collection} table: a collection's number, which the graph tables use instead of its name, and
 * its totals (documents, chunks, summed chunk lengths) and its generation, kept by the same transactions that
 * change them.
 */
final class CollectionRows {
    private CollectionRows() {
    }

    static OptionalLong find(Connection connection, String name) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT id FROM collection WHERE name = ?")) {
            select.setString(1, name);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? OptionalLong.of(row.getLong(1)) : OptionalLong.empty();
            }
        }
    }

    /** The collection's number, creating its row on first use. */
    static long idOf(Connection connection, String name) throws SQLException {
        OptionalLong found = find(connection, name);
        if (found.isPresent()) {
            return found.getAsLong();
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO collection (name) VALUES (?)")) {
            insert.setString(1, name);
            insert.executeUpdate();
        }
        return find(connection, name).orElseThrow();
    }

    static CorpusStats stats(Connection connection, long id) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT documents, chunks, total_length FROM collection WHERE id = ?")) {
            select.setLong(1, id);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? new CorpusStats(row.getLong(1), row.getLong(2), row.getLong(3)) : CorpusStats.EMPTY;
            }
        }
    }

    /** The collection's generation: how many changes to its graph were committed ({@link ReadCache}). */
    static long generation(Connection connection, long id) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT generation FROM collection WHERE id = ?")) {
            select.setLong(1, id);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? row.getLong(1) : 0;
            }
        }
    }

    /** Adds to the collection's totals and raises its generation: every change to its graph comes through here. */
    static void count(Connection connection, long id, long documents, long chunks, long totalLength)
            throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("UPDATE collection SET documents = documents + ?,"
                + " chunks = chunks + ?, total_length = total_length + ?, generation = generation + 1 WHERE id = ?")) {
            update.setLong(1, documents);
            update.setLong(2, chunks);
            update.setLong(3, totalLength);
            update.setLong(4, id);
            update.executeUpdate();
        }
    }
}
