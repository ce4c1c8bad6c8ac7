package dev.lazygraph.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

/**
 * H2's MVStore: one map of keys, a commit and a sync to disk per transaction (its auto-commit off, so a
 * crash keeps only whole commits).
 */
final class MvStoreKeyValue implements KeyValueEngine {
    private final MVStore store;
    private final MVMap<String, byte[]> map;

    private MvStoreKeyValue(MVStore store) {
        this.store = store;
        this.map = store.openMap("kv");
    }

    static MvStoreKeyValue open(Path folder) {
        return new MvStoreKeyValue(new MVStore.Builder().fileName(folder.resolve("kv.mv").toString())
                .autoCommitDisabled().open());
    }

    @Override
    public void write(Map<String, byte[]> entries) {
        map.putAll(entries);
        store.commit();
        store.sync();
    }

    @Override
    public List<byte[]> scan(String prefix) {
        List<byte[]> values = new ArrayList<>();
        Iterator<String> keys = map.keyIterator(prefix);
        while (keys.hasNext()) {
            String key = keys.next();
            if (!key.startsWith(prefix)) {
                break;
            }
            values.add(map.get(key));
        }
        return values;
    }

    @Override
    public boolean contains(String key) {
        return map.containsKey(key);
    }

    @Override
    public void close() {
        store.close();
    }
}
