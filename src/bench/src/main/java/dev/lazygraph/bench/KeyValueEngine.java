package dev.lazygraph.bench;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The part of an embedded database that {@code bench stores} compares: sorted keys, a transaction per
 * document that is durable once it returns, and reading every entry under a key prefix (a term's postings).
 * The same key layout runs on each engine, so the figures compare the engines, not the layouts.
 */
interface KeyValueEngine extends AutoCloseable {

    /** Stores the entries in one durable transaction: all or none of them survive a crash. */
    void write(Map<String, byte[]> entries);

    /** The values of the keys starting with {@code prefix}, in key order. */
    List<byte[]> scan(String prefix);

    /** Whether {@code key} is stored. */
    boolean contains(String key);

    @Override
    void close();

    /** The engines compared, by the name the bench uses. */
    enum Kind {
        SQLITE, MVSTORE, LMDB;

        KeyValueEngine open(Path folder) {
            return switch (this) {
                case SQLITE -> SqliteKeyValue.open(folder);
                case MVSTORE -> MvStoreKeyValue.open(folder);
                case LMDB -> LmdbKeyValue.open(folder);
            };
        }
    }
}
