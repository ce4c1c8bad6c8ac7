package dev.lazygraph.bench;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lmdbjava.CursorIterable;
import org.lmdbjava.Dbi;
import org.lmdbjava.DbiFlags;
import org.lmdbjava.Env;
import org.lmdbjava.KeyRange;
import org.lmdbjava.Txn;

/** LMDB through lmdbjava: one database of keys, a write transaction per call (synced on commit by default). */
final class LmdbKeyValue implements KeyValueEngine {
    /** LMDB maps its file: the largest size the database may reach. */
    private static final long MAP_SIZE = 8L << 30;
    private static final int MAX_KEY_BYTES = 511;

    private final Env<ByteBuffer> env;
    private final Dbi<ByteBuffer> dbi;
    private final ByteBuffer key = ByteBuffer.allocateDirect(MAX_KEY_BYTES);

    private LmdbKeyValue(Env<ByteBuffer> env) {
        this.env = env;
        this.dbi = env.openDbi("kv", DbiFlags.MDB_CREATE);
    }

    static LmdbKeyValue open(Path folder) {
        return new LmdbKeyValue(Env.create().setMapSize(MAP_SIZE).setMaxDbs(1).open(folder.toFile()));
    }

    @Override
    public void write(Map<String, byte[]> entries) {
        try (Txn<ByteBuffer> txn = env.txnWrite()) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                ByteBuffer value = ByteBuffer.allocateDirect(entry.getValue().length);
                value.put(entry.getValue()).flip();
                dbi.put(txn, keyOf(entry.getKey()), value);
            }
            txn.commit();
        }
    }

    @Override
    public List<byte[]> scan(String prefix) {
        byte[] from = prefix.getBytes(StandardCharsets.UTF_8);
        List<byte[]> values = new ArrayList<>();
        try (Txn<ByteBuffer> txn = env.txnRead();
             CursorIterable<ByteBuffer> cursor = dbi.iterate(txn, KeyRange.atLeast(keyOf(prefix)))) {
            for (CursorIterable.KeyVal<ByteBuffer> entry : cursor) {
                if (!startsWith(entry.key(), from)) {
                    break;
                }
                byte[] value = new byte[entry.val().remaining()];
                entry.val().get(value);
                values.add(value);
            }
        }
        return values;
    }

    @Override
    public boolean contains(String candidate) {
        try (Txn<ByteBuffer> txn = env.txnRead()) {
            return dbi.get(txn, keyOf(candidate)) != null;
        }
    }

    @Override
    public void close() {
        env.close();
    }

    private ByteBuffer keyOf(String text) {
        key.clear();
        key.put(text.getBytes(StandardCharsets.UTF_8)).flip();
        return key;
    }

    private static boolean startsWith(ByteBuffer key, byte[] prefix) {
        if (key.remaining() < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (key.get(key.position() + i) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
