package dev.lazygraph.embedded;

import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.embed.DocumentVectors;
import dev.lazygraph.core.graph.Bm25Query;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.GraphSnapshots;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import dev.lazygraph.core.graph.TermMatch;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The graph store of the one-machine setup, in the data folder's {@link EmbeddedDatabase}. A put or delete is
 * one transaction: the document, its chunks, its postings and the collection's totals change together or not
 * at all. Reads go to the database each time (a query reads the postings it names, nothing is loaded at
 * open), so every process sees what any other has committed. Thread-safe.
 */
public final class EmbeddedGraphStore implements GraphStore, GraphSnapshots {
    /** Concepts whose co-occurrences are counted in one go at most (a query asks for a few hundred). */
    private static final int MAX_COUNTED_CONCEPTS = 1024;
    /** Concepts one counting statement names (SQLite takes up to 32,766 parameters). */
    private static final int COUNTED_PER_STATEMENT = 500;
    private static final Comparator<Posting> BY_CHUNK = Comparator.comparing(Posting::chunkId);

    /** The two posting tables, which differ only in their names. */
    private enum Postings {
        TERM("term_posting", "term", "frequency"),
        CONCEPT("concept_posting", "concept", "mentions");

        final String insert;
        final String deleteOfDocument;
        final String select;
        final String selectAll;

        Postings(String table, String name, String count) {
            insert = "INSERT INTO " + table + " (collection, " + name + ", document, ordinal, " + count
                    + ", length) VALUES (?, ?, ?, ?, ?, ?)";
            deleteOfDocument = "DELETE FROM " + table + " WHERE collection = ? AND " + name + " = ? AND document = ?";
            String columns = PostingRows.COLUMNS.formatted(count);
            select = "SELECT " + columns + " FROM " + table + " WHERE collection = ? AND " + name + " = ?";
            selectAll = "SELECT " + name + ", " + columns + " FROM " + table + " WHERE collection = ?";
        }
    }

    private final EmbeddedDatabase database;
    private final ReadCache cache;

    public EmbeddedGraphStore(EmbeddedDatabase database) {
        this(database, new ReadCache());
    }

    EmbeddedGraphStore(EmbeddedDatabase database, ReadCache cache) {
        this.database = database;
        this.cache = cache;
    }

    @Override
    public PutResult put(DocumentIndex index) {
        return putAll(List.of(index)).get(0);
    }

    /** One transaction for all of them: committed together, or not at all. */
    @Override
    public List<PutResult> putAll(List<DocumentIndex> indexes) {
        indexes.forEach(DocumentIndex::requireStorable);
        return database.write(connection -> {
            List<PutResult> results = new ArrayList<>(indexes.size());
            for (DocumentIndex index : indexes) {
                results.add(put(connection, index));
            }
            return results;
        });
    }

    private static PutResult put(Connection connection, DocumentIndex index) throws SQLException {
        long collection = CollectionRows.idOf(connection, index.id().collection());
        Optional<StoredDocument> previous = StoredDocument.find(connection, collection, index.id().key());
        if (previous.isPresent() && previous.get().revision().equals(index.revision())) {
            return PutResult.UNCHANGED;
        }
        long document;
        if (previous.isPresent()) {
            document = previous.get().id();
            subtract(connection, collection, document);
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE document SET revision = ?, body = ?, groups = ? WHERE id = ?")) {
                update.setString(1, index.revision());
                update.setBytes(2, DocumentRecordCodec.encode(index.record()));
                update.setString(3, GroupsColumn.encode(index.metadata().groups()));
                update.setLong(4, document);
                update.executeUpdate();
            }
        } else {
            document = StoredDocument.insert(connection, collection, index);
        }
        add(connection, collection, document, index);
        return previous.isPresent() ? PutResult.REPLACED : PutResult.CREATED;
    }

    @Override
    public boolean delete(DocumentId id) {
        Collections.requireValid(id.collection());
        return database.write(connection -> {
            OptionalLong collection = CollectionRows.find(connection, id.collection());
            if (collection.isEmpty()) {
                return false;
            }
            Optional<StoredDocument> stored = StoredDocument.find(connection, collection.getAsLong(), id.key());
            if (stored.isEmpty()) {
                return false;
            }
            subtract(connection, collection.getAsLong(), stored.get().id());
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM document WHERE id = ?")) {
                delete.setLong(1, stored.get().id());
                delete.executeUpdate();
            }
            CollectionRows.count(connection, collection.getAsLong(), -1, 0, 0);
            return true;
        });
    }

    @Override
    public Optional<DocumentRecord> document(DocumentId id) {
        return Optional.ofNullable(documents(id.collection(), List.of(id.key())).get(id.key()));
    }

    @Override
    public Map<String, DocumentRecord> documents(String collection, Collection<String> keys) {
        return read(collection, Map.of(), (connection, id) -> {
            Map<String, DocumentRecord> found = new HashMap<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT body FROM document WHERE collection = ? AND key = ?")) {
                for (String key : new LinkedHashSet<>(keys)) {
                    select.setLong(1, id);
                    select.setString(2, key);
                    try (ResultSet row = select.executeQuery()) {
                        if (row.next()) {
                            found.put(key, DocumentRecordCodec.decode(row.getBytes(1)));
                        }
                    }
                }
            }
            return found;
        });
    }

    @Override
    public List<DocumentRecord> documents(String collection) {
        return read(collection, List.of(), (connection, id) -> {
            long generation = CollectionRows.generation(connection, id);
            Optional<List<DocumentRecord>> kept = cache.documents(id, generation);
            if (kept.isPresent()) {
                return kept.get();
            }
            List<DocumentRecord> records = documents(connection, id);
            cache.putDocuments(id, generation, records);
            return records;
        });
    }

    @Override
    public boolean keepsPassageVectors() {
        return true;
    }

    @Override
    public List<DenseIndex.Stored> passageVectors(String collection, Collection<String> candidateChunks) {
        return read(collection, List.of(), (connection, id) -> {
            long generation = CollectionRows.generation(connection, id);
            Optional<List<DenseIndex.Stored>> kept = cache.passageVectors(id, generation);
            if (kept.isPresent()) {
                return kept.get();
            }
            List<DenseIndex.Stored> vectors = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT d.key, d.revision, v.body"
                    + " FROM passage_vectors v JOIN document d ON d.id = v.document WHERE d.collection = ?")) {
                select.setLong(1, id);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        vectors.add(new DenseIndex.Stored(new DocumentId(collection, rows.getString(1)),
                                rows.getString(2), DocumentVectors.decode(rows.getBytes(3))));
                    }
                }
            }
            cache.putPassageVectors(id, generation, vectors);
            return vectors;
        });
    }

    @Override
    public CorpusStats stats(String collection) {
        return read(collection, CorpusStats.EMPTY, CollectionRows::stats);
    }

    @Override
    public Map<String, List<Posting>> termPostings(String collection, Collection<String> terms) {
        return read(collection, Map.of(), (connection, id) -> postings(connection, Postings.TERM, id, collection, terms));
    }

    @Override
    public Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts) {
        return read(collection, Map.of(),
                (connection, id) -> postings(connection, Postings.CONCEPT, id, collection, concepts));
    }

    /** Counts each term's postings in the term's range of the table, in SQL ({@link #conceptStats}). */
    @Override
    public Optional<Map<String, Integer>> termChunkCounts(String collection, Collection<String> terms) {
        return Optional.of(read(collection, Map.of(), (connection, id) -> {
            long generation = CollectionRows.generation(connection, id);
            Map<String, Integer> counts = new HashMap<>();
            List<String> unique = new ArrayList<>();
            for (String term : new LinkedHashSet<>(terms)) {
                Optional<Integer> kept = cache.termCount(id, generation, term);
                if (kept.isEmpty()) {
                    unique.add(term);
                } else {
                    counts.put(term, kept.get());
                }
            }
            for (int from = 0; from < unique.size(); from += COUNTED_PER_STATEMENT) {
                List<String> batch = unique.subList(from, Math.min(unique.size(), from + COUNTED_PER_STATEMENT));
                try (PreparedStatement select = connection.prepareStatement("SELECT term, COUNT(*) FROM term_posting"
                        + " WHERE collection = ? AND term IN (" + "?, ".repeat(batch.size() - 1) + "?)"
                        + " GROUP BY term")) {
                    select.setLong(1, id);
                    for (int i = 0; i < batch.size(); i++) {
                        select.setString(i + 2, batch.get(i));
                    }
                    try (ResultSet rows = select.executeQuery()) {
                        while (rows.next()) {
                            counts.put(rows.getString(1), rows.getInt(2));
                        }
                    }
                }
            }
            unique.forEach(term -> cache.putTermCount(id, generation, term, counts.getOrDefault(term, 0)));
            Map<String, Integer> ordered = new LinkedHashMap<>();
            for (String term : new LinkedHashSet<>(terms)) {
                if (counts.getOrDefault(term, 0) > 0) {
                    ordered.put(term, counts.get(term));
                }
            }
            return ordered;
        }));
    }

    /**
     * Scores the query's terms over their postings read as numbers alone ({@link TermList}: no chunk id, posting
     * object or map entry per posting; a question's words stand in tens of thousands of chunks of a large
     * collection, of which a ranking keeps fifty), a chunk at a time ({@link TermScoring}); only the chunks near
     * the top get their ids. The lists of the collection's generation are kept ({@link ReadCache}).
     */
    @Override
    public Optional<List<TermMatch>> bestTermMatches(String collection, Bm25Query query) {
        return Optional.ofNullable(read(collection, List.of(), (connection, id) -> {
            if (!chunkKeysFit(connection)) {
                return null; // beyond the packing: the caller scores the postings
            }
            long generation = CollectionRows.generation(connection, id);
            TermList[] lists = new TermList[query.terms().size()];
            try (PreparedStatement select = connection.prepareStatement("SELECT document << 32 | ordinal, frequency,"
                    + " length FROM term_posting WHERE collection = ? AND term = ? ORDER BY document, ordinal")) {
                for (int i = 0; i < lists.length; i++) {
                    if (query.weights()[i] > 0) {
                        lists[i] = termList(select, id, generation, query.terms().get(i));
                    }
                }
            }
            List<TermScoring.Scored> best = TermScoring.best(query, lists);
            DocumentRows documents = documentRows(id, generation);
            long[] rows = best.stream().mapToLong(scored -> scored.chunk() >>> 32).toArray();
            documents.read(connection, rows, rows.length);
            List<TermMatch> matches = new ArrayList<>(best.size());
            for (TermScoring.Scored scored : best) {
                matches.add(new TermMatch(documents.of(scored.chunk() >>> 32).chunkId((int) scored.chunk()),
                        scored.length(), scored.frequencies()));
            }
            return matches;
        }));
    }

    /**
     * Whether every chunk's row key ({@code document << 32 | ordinal}) is a positive number ordered as its
     * document and ordinal are: document rows below 2^31, which is two billion documents stored.
     */
    private static boolean chunkKeysFit(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT COALESCE(MAX(id), 0) FROM document");
             ResultSet row = select.executeQuery()) {
            return row.next() && row.getLong(1) < 1L << 31;
        }
    }

    /** The list of {@code term}, that of the collection's generation kept taken from the {@link ReadCache}. */
    private TermList termList(PreparedStatement select, long collection, long generation, String term)
            throws SQLException {
        Optional<TermList> kept = cache.termList(collection, generation, term);
        if (kept.isPresent()) {
            return kept.get();
        }
        select.setLong(1, collection);
        select.setString(2, term);
        long[] chunks = new long[64];
        int[] frequencies = new int[64];
        int[] lengths = new int[64];
        int size = 0;
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                if (size == chunks.length) {
                    chunks = Arrays.copyOf(chunks, 2 * size);
                    frequencies = Arrays.copyOf(frequencies, 2 * size);
                    lengths = Arrays.copyOf(lengths, 2 * size);
                }
                chunks[size] = row.getLong(1);
                frequencies[size] = row.getInt(2);
                lengths[size] = row.getInt(3);
                size++;
            }
        }
        TermList list = new TermList(Arrays.copyOf(chunks, size), Arrays.copyOf(frequencies, size),
                Arrays.copyOf(lengths, size));
        cache.putTermList(collection, generation, term, list);
        return list;
    }

    /**
     * Counts each concept's postings in the concept's range of the table, in SQL: the database counts and sums
     * them and hands out one row per concept (no document joined, no posting crossing into Java; an overview
     * counts the links to every document), {@value #COUNTED_PER_STATEMENT} concepts a statement; the counts of the
     * collection's generation are kept ({@link ReadCache}).
     */
    @Override
    public Optional<Map<String, ConceptStats>> conceptStats(String collection, Collection<String> concepts) {
        return Optional.of(read(collection, Map.of(), (connection, id) -> {
            long generation = CollectionRows.generation(connection, id);
            Map<String, ConceptStats> stats = new HashMap<>();
            List<String> unique = new ArrayList<>();
            for (String concept : new LinkedHashSet<>(concepts)) {
                Optional<ConceptStats> kept = cache.conceptStats(id, generation, concept);
                if (kept.isEmpty()) {
                    unique.add(concept);
                } else if (kept.get().chunkFrequency() > 0) {
                    stats.put(concept, kept.get());
                }
            }
            for (int from = 0; from < unique.size(); from += COUNTED_PER_STATEMENT) {
                List<String> batch = unique.subList(from, Math.min(unique.size(), from + COUNTED_PER_STATEMENT));
                try (PreparedStatement select = connection.prepareStatement("SELECT concept, COUNT(*), SUM(mentions & "
                        + Mentions.COUNT_MASK + ") FROM concept_posting WHERE collection = ? AND concept IN ("
                        + "?, ".repeat(batch.size() - 1) + "?) GROUP BY concept")) {
                    select.setLong(1, id);
                    for (int i = 0; i < batch.size(); i++) {
                        select.setString(i + 2, batch.get(i));
                    }
                    try (ResultSet rows = select.executeQuery()) {
                        while (rows.next()) {
                            String concept = rows.getString(1);
                            stats.put(concept, new ConceptStats(concept, rows.getLong(3), rows.getLong(2)));
                        }
                    }
                }
            }
            for (String concept : unique) {
                cache.putConceptStats(id, generation, stats.getOrDefault(concept, new ConceptStats(concept, 0, 0)));
            }
            return stats;
        }));
    }

    /**
     * Counts pairs over the chunks' row keys (document row, ordinal): each concept's postings are read as
     * numbers alone, no document joined and no chunk id built, and sorted once, so that a chunk's concepts are
     * neighbours.
     */
    @Override
    public Optional<List<Edge>> edgesAmong(String collection, Collection<String> concepts) {
        List<String> sorted = new ArrayList<>(new TreeSet<>(concepts));
        int n = sorted.size();
        if (n > MAX_COUNTED_CONCEPTS) {
            return Optional.empty();
        }
        return Optional.ofNullable(read(collection, List.of(), (connection, id) -> {
            long generation = CollectionRows.generation(connection, id);
            // One entry per posting: the chunk's row key times n plus the concept's index (under 2^63 for a
            // row key below 2^51 and n at most MAX_COUNTED_CONCEPTS).
            long[] entries = new long[1024];
            int size = 0;
            try (PreparedStatement select = connection.prepareStatement(
                    // The key packed where the rows are, one number a row to hand out; -1 beyond the packing.
                    "SELECT CASE WHEN document < 2147483648 AND ordinal < 1048576 THEN document << 20 | ordinal"
                            + " ELSE -1 END FROM concept_posting WHERE collection = ? AND concept = ?")) {
                for (int i = 0; i < n; i++) {
                    long[] chunks = chunkKeys(select, id, generation, sorted.get(i));
                    if (chunks == null) {
                        return null; // beyond the packing: counted from the postings instead
                    }
                    if (size + chunks.length > entries.length) {
                        entries = Arrays.copyOf(entries, Math.max(2 * entries.length, size + chunks.length));
                    }
                    for (long chunk : chunks) {
                        entries[size++] = chunk * n + i;
                    }
                }
            }
            Arrays.sort(entries, 0, size);
            // Pair i * n + j counted in an array (n is a few hundred: a query's subgraph), not a map of boxes.
            int[] pairs = new int[n * n];
            for (int from = 0; from < size; ) {
                int to = from + 1;
                while (to < size && entries[to] / n == entries[from] / n) {
                    to++;
                }
                for (int x = from; x < to; x++) {
                    for (int y = x + 1; y < to; y++) {
                        pairs[(int) (entries[x] % n * n + entries[y] % n)]++;
                    }
                }
                from = to;
            }
            Map<Long, Long> counts = new HashMap<>();
            for (int pair = 0; pair < pairs.length; pair++) {
                if (pairs[pair] > 0) {
                    counts.put((long) pair, (long) pairs[pair]);
                }
            }
            return Edge.fromPairCounts(sorted, counts);
        }));
    }

    /**
     * The row keys ({@code document << 20 | ordinal}) of the chunks mentioning {@code concept}, those of the
     * collection's generation kept taken from the {@link ReadCache}; null when a key is beyond the packing (a
     * document row of 2^31 or more, an ordinal of 2^20 or more).
     */
    private long[] chunkKeys(PreparedStatement select, long collection, long generation, String concept)
            throws SQLException {
        Optional<long[]> kept = cache.chunkKeys(collection, generation, concept);
        if (kept.isPresent()) {
            return kept.get();
        }
        select.setLong(1, collection);
        select.setString(2, concept);
        long[] keys = new long[16];
        int size = 0;
        try (ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                long key = rows.getLong(1);
                if (key < 0) {
                    return null;
                }
                if (size == keys.length) {
                    keys = Arrays.copyOf(keys, 2 * size);
                }
                keys[size++] = key;
            }
        }
        long[] found = Arrays.copyOf(keys, size);
        cache.putChunkKeys(collection, generation, concept, found);
        return found;
    }

    /** Sums the totals the grouped documents' rows keep, found by the index of grouped documents ({@link Schema}). */
    @Override
    public Map<Set<String>, CorpusStats> groupedStats(String collection) {
        return read(collection, Map.of(), (connection, id) -> {
            Map<Set<String>, CorpusStats> totals = new HashMap<>();
            GroupsColumn groups = new GroupsColumn();
            try (PreparedStatement select = connection.prepareStatement("SELECT groups, COUNT(*), SUM(chunks),"
                    + " SUM(total_length) FROM document WHERE collection = ? AND groups != '' GROUP BY groups")) {
                select.setLong(1, id);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        totals.merge(groups.decode(rows.getString(1)),
                                new CorpusStats(rows.getLong(2), rows.getLong(3), rows.getLong(4)), CorpusStats::plus);
                    }
                }
            }
            return totals;
        });
    }

    /** One lookup in the index of grouped documents ({@link Schema}). */
    @Override
    public boolean holdsGroupedDocuments(String collection) {
        return read(collection, false, (connection, id) -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT EXISTS (SELECT 1 FROM document WHERE collection = ? AND groups != '')")) {
                select.setLong(1, id);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() && row.getBoolean(1);
                }
            }
        });
    }

    @Override
    public List<IndexedChunk> chunks(String collection, Collection<String> chunkIds) {
        return read(collection, List.of(), (connection, id) -> {
            List<IndexedChunk> found = new ArrayList<>();
            long generation = CollectionRows.generation(connection, id);
            try (PreparedStatement select = connection.prepareStatement("SELECT c.body FROM document d JOIN chunk c"
                    + " ON c.document = d.id WHERE d.collection = ? AND d.key = ? AND d.revision = ? AND c.ordinal = ?")) {
                for (String chunkId : chunkIds) {
                    Optional<IndexedChunk> kept = cache.chunk(id, generation, chunkId);
                    if (kept.isPresent()) {
                        found.add(kept.get());
                        continue;
                    }
                    Optional<ChunkAddress> address = ChunkAddress.parse(chunkId);
                    if (address.isEmpty()) {
                        continue;
                    }
                    select.setLong(1, id);
                    select.setString(2, address.get().key());
                    select.setString(3, address.get().revision());
                    select.setInt(4, address.get().ordinal());
                    try (ResultSet row = select.executeQuery()) {
                        if (row.next()) {
                            IndexedChunk chunk = IndexedChunkCodec.decode(row.getBytes(1));
                            cache.putChunk(id, generation, chunk);
                            found.add(chunk);
                        }
                    }
                }
            }
            return found;
        });
    }

    @Override
    public StoreSnapshot snapshot(String collection) {
        StoreSnapshot empty = new StoreSnapshot(CorpusStats.EMPTY, List.of(), List.of(), new TreeMap<>(), new TreeMap<>());
        return read(collection, empty, (connection, id) -> {
            List<IndexedChunk> chunks = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT c.body FROM document d JOIN chunk c ON c.document = d.id WHERE d.collection = ?")) {
                select.setLong(1, id);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        chunks.add(IndexedChunkCodec.decode(rows.getBytes(1)));
                    }
                }
            }
            chunks.sort(Comparator.comparing(IndexedChunk::id));
            return new StoreSnapshot(CollectionRows.stats(connection, id), documents(connection, id), chunks,
                    allPostings(connection, Postings.TERM, id, collection),
                    allPostings(connection, Postings.CONCEPT, id, collection));
        });
    }

    /** Adds a document's chunks, postings and totals. */
    private static void add(Connection connection, long collection, long document, DocumentIndex index)
            throws SQLException {
        long totalLength = 0;
        try (PreparedStatement chunk = connection.prepareStatement(
                "INSERT INTO chunk (document, ordinal, body) VALUES (?, ?, ?)");
             PreparedStatement term = connection.prepareStatement(Postings.TERM.insert);
             PreparedStatement concept = connection.prepareStatement(Postings.CONCEPT.insert)) {
            for (IndexedChunk indexed : index.chunks()) {
                int ordinal = indexed.chunk().ordinal();
                chunk.setLong(1, document);
                chunk.setInt(2, ordinal);
                chunk.setBytes(3, IndexedChunkCodec.encode(indexed));
                chunk.addBatch();
                addPostings(term, collection, document, ordinal, indexed.length(), indexed.termFrequencies());
                addPostings(concept, collection, document, ordinal, indexed.length(), indexed.conceptCounts());
                totalLength += indexed.length();
            }
            chunk.executeBatch();
            term.executeBatch();
            concept.executeBatch();
        }
        if (!index.vectors().isEmpty()) {
            try (PreparedStatement vectors = connection.prepareStatement(
                    "INSERT INTO passage_vectors (document, body) VALUES (?, ?)")) {
                vectors.setLong(1, document);
                vectors.setBytes(2, index.vectors().encode());
                vectors.executeUpdate();
            }
        }
        try (PreparedStatement totals = connection.prepareStatement(
                "UPDATE document SET chunks = ?, total_length = ? WHERE id = ?")) {
            totals.setInt(1, index.chunks().size());
            totals.setLong(2, totalLength);
            totals.setLong(3, document);
            totals.executeUpdate();
        }
        CollectionRows.count(connection, collection, 0, index.chunks().size(), totalLength);
    }

    private static void addPostings(PreparedStatement insert, long collection, long document, int ordinal, int length,
                                    Map<String, Integer> counts) throws SQLException {
        for (Map.Entry<String, Integer> entry : counts.entrySet()) {
            insert.setLong(1, collection);
            insert.setString(2, entry.getKey());
            insert.setLong(3, document);
            insert.setInt(4, ordinal);
            insert.setInt(5, entry.getValue());
            insert.setInt(6, length);
            insert.addBatch();
        }
    }

    /**
     * Removes what the stored revision of a document added (its chunks say exactly what that was), keeping
     * its row. Document counts are the caller's.
     */
    private static void subtract(Connection connection, long collection, long document) throws SQLException {
        Set<String> terms = new LinkedHashSet<>();
        Set<String> concepts = new LinkedHashSet<>();
        long chunks = 0;
        long totalLength = 0;
        try (PreparedStatement select = connection.prepareStatement("SELECT body FROM chunk WHERE document = ?")) {
            select.setLong(1, document);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    IndexedChunk chunk = IndexedChunkCodec.decode(rows.getBytes(1));
                    terms.addAll(chunk.termFrequencies().keySet());
                    concepts.addAll(chunk.conceptCounts().keySet());
                    chunks++;
                    totalLength += chunk.length();
                }
            }
        }
        deletePostings(connection, Postings.TERM, collection, document, terms);
        deletePostings(connection, Postings.CONCEPT, collection, document, concepts);
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM chunk WHERE document = ?")) {
            delete.setLong(1, document);
            delete.executeUpdate();
        }
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM passage_vectors WHERE document = ?")) {
            delete.setLong(1, document);
            delete.executeUpdate();
        }
        CollectionRows.count(connection, collection, 0, -chunks, -totalLength);
    }

    private static void deletePostings(Connection connection, Postings table, long collection, long document,
                                       Set<String> names) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(table.deleteOfDocument)) {
            for (String name : names) {
                delete.setLong(1, collection);
                delete.setString(2, name);
                delete.setLong(3, document);
                delete.addBatch();
            }
            delete.executeBatch();
        }
    }

    private static List<DocumentRecord> documents(Connection connection, long collection) throws SQLException {
        List<DocumentRecord> records = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT body FROM document WHERE collection = ? ORDER BY key")) {
            select.setLong(1, collection);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    records.add(DocumentRecordCodec.decode(rows.getBytes(1)));
                }
            }
        }
        // SQLite orders text by bytes, Java by UTF-16 units: they differ beyond the BMP.
        records.sort(Comparator.comparing(record -> record.id().key()));
        return records;
    }

    /** The lists of {@code names}, those of the collection's generation kept taken from the {@link ReadCache}. */
    private Map<String, List<Posting>> postings(Connection connection, Postings table, long collectionId,
                                                String collection, Collection<String> names) throws SQLException {
        Map<String, List<Posting>> result = new HashMap<>();
        long generation = CollectionRows.generation(connection, collectionId);
        PostingRows rows = new PostingRows(documentRows(collectionId, generation));
        try (PreparedStatement select = connection.prepareStatement(table.select)) {
            for (String name : new LinkedHashSet<>(names)) {
                Optional<List<Posting>> kept = cache.postings(collectionId, generation, table.name(), name);
                List<Posting> postings;
                if (kept.isPresent()) {
                    postings = kept.get();
                } else {
                    select.setLong(1, collectionId);
                    select.setString(2, name);
                    try (ResultSet row = select.executeQuery()) {
                        while (row.next()) {
                            rows.add(row, 1);
                        }
                    }
                    postings = rows.postings(connection);
                    postings.sort(BY_CHUNK);
                    cache.putPostings(collectionId, generation, table.name(), name, postings);
                }
                if (!postings.isEmpty()) {
                    result.put(name, postings);
                }
            }
        }
        return result;
    }

    private static SortedMap<String, List<Posting>> allPostings(Connection connection, Postings table, long collectionId,
                                                                String collection) throws SQLException {
        List<String> names = new ArrayList<>();
        PostingRows rows = new PostingRows(new DocumentRows(new HashMap<>()));
        try (PreparedStatement select = connection.prepareStatement(table.selectAll)) {
            select.setLong(1, collectionId);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    names.add(row.getString(1));
                    rows.add(row, 2);
                }
            }
        }
        List<Posting> postings = rows.postings(connection);
        SortedMap<String, List<Posting>> result = new TreeMap<>();
        for (int i = 0; i < postings.size(); i++) {
            result.computeIfAbsent(names.get(i), name -> new ArrayList<>()).add(postings.get(i));
        }
        result.values().forEach(list -> list.sort(BY_CHUNK));
        return result;
    }

    private DocumentRows documentRows(long collectionId, long generation) {
        return new DocumentRows(cache.documentRows(collectionId, generation));
    }

    /** Runs a read of one collection; a collection nothing was ever stored in reads as {@code absent}. */
    private <T> T read(String collection, T absent, CollectionRead<T> read) {
        Collections.requireValid(collection);
        return database.read(connection -> {
            OptionalLong id = CollectionRows.find(connection, collection);
            return id.isEmpty() ? absent : read.run(connection, id.getAsLong());
        });
    }

    private interface CollectionRead<T> {
        T run(Connection connection, long collection) throws SQLException;
    }
}
