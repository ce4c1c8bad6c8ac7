package dev.lazygraph.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.sqlite.SQLiteConfig;

/** SQLite (sqlite-jdbc) in WAL mode with synchronous=FULL, as the embedded store opens it: one table of keys. */
final class SqliteKeyValue implements KeyValueEngine {
    private final Connection connection;

    private SqliteKeyValue(Connection connection) {
        this.connection = connection;
    }

    static SqliteKeyValue open(Path folder) {
        try {
            SQLiteConfig config = new SQLiteConfig();
            config.setJournalMode(SQLiteConfig.JournalMode.WAL);
            config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
            Connection connection = config.createConnection("jdbc:sqlite:" + folder.resolve("kv.db"));
            try (Statement statement = connection.createStatement()) {
                statement.execute("CREATE TABLE IF NOT EXISTS kv (k BLOB PRIMARY KEY, v BLOB NOT NULL) WITHOUT ROWID");
            }
            return new SqliteKeyValue(connection);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open SQLite in " + folder, e);
        }
    }

    @Override
    public void write(Map<String, byte[]> entries) {
        try (Statement statement = connection.createStatement();
             PreparedStatement insert = connection.prepareStatement("INSERT OR REPLACE INTO kv (k, v) VALUES (?, ?)")) {
            statement.execute("BEGIN IMMEDIATE");
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                insert.setBytes(1, entry.getKey().getBytes(StandardCharsets.UTF_8));
                insert.setBytes(2, entry.getValue());
                insert.addBatch();
            }
            insert.executeBatch();
            statement.execute("COMMIT");
        } catch (SQLException e) {
            throw new IllegalStateException("SQLite write failed", e);
        }
    }

    @Override
    public List<byte[]> scan(String prefix) {
        byte[] from = prefix.getBytes(StandardCharsets.UTF_8);
        byte[] to = from.clone();
        to[to.length - 1]++;
        try (PreparedStatement select = connection.prepareStatement("SELECT v FROM kv WHERE k >= ? AND k < ?")) {
            select.setBytes(1, from);
            select.setBytes(2, to);
            List<byte[]> values = new ArrayList<>();
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    values.add(rows.getBytes(1));
                }
            }
            return values;
        } catch (SQLException e) {
            throw new IllegalStateException("SQLite read failed", e);
        }
    }

    @Override
    public boolean contains(String key) {
        try (PreparedStatement select = connection.prepareStatement("SELECT 1 FROM kv WHERE k = ?")) {
            select.setBytes(1, key.getBytes(StandardCharsets.UTF_8));
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("SQLite read failed", e);
        }
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot close SQLite", e);
        }
    }
}
