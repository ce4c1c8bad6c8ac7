package dev.lazygraph.embedded;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.query.relevance.VerdictCache;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The relevance verdict cache in the data folder's {@link EmbeddedDatabase}, keyed by the chunk's document
 * first so that invalidating a document is one range delete. Every process reads and writes the same cache.
 * Thread-safe.
 */
public final class EmbeddedVerdictCache implements VerdictCache {
    private final EmbeddedDatabase database;

    public EmbeddedVerdictCache(EmbeddedDatabase database) {
        this.database = database;
    }

    @Override
    public Map<String, CachedVerdict> get(String collection, String questionKey, Collection<Chunk> chunks) {
        return database.read(connection -> {
            Map<String, CachedVerdict> found = new LinkedHashMap<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT body FROM verdict"
                    + " WHERE collection = ? AND document = ? AND question = ? AND chunk = ?")) {
                for (Chunk chunk : chunks) {
                    select.setString(1, collection);
                    select.setString(2, chunk.document().key());
                    select.setString(3, questionKey);
                    select.setString(4, chunk.id());
                    try (ResultSet row = select.executeQuery()) {
                        if (row.next()) {
                            found.put(chunk.id(), CachedVerdictCodec.decode(row.getBytes(1)));
                        }
                    }
                }
            }
            return found;
        });
    }

    @Override
    public void put(List<CachedVerdict> verdicts) {
        database.write(connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT OR REPLACE INTO verdict"
                    + " (collection, document, question, chunk, body) VALUES (?, ?, ?, ?, ?)")) {
                for (CachedVerdict verdict : verdicts) {
                    insert.setString(1, verdict.collection());
                    insert.setString(2, verdict.documentKey());
                    insert.setString(3, verdict.questionKey());
                    insert.setString(4, verdict.chunkId());
                    insert.setBytes(5, CachedVerdictCodec.encode(verdict));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            return null;
        });
    }

    @Override
    public int invalidate(DocumentId document) {
        return database.write(connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM verdict WHERE collection = ? AND document = ?")) {
                delete.setString(1, document.collection());
                delete.setString(2, document.key());
                return delete.executeUpdate();
            }
        });
    }
}
