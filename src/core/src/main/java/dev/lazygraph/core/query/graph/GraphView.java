package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.graph.Bm25Query;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.TermMatch;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One query's read-through view of one collection, holding only what the query may read. The stages of a
 * query read the same postings and chunks again and again; on a remote store every read is a round trip, so
 * each item is read once, and every batch of new keys goes to the store in one call (which a remote store
 * answers with parallel requests).
 *
 * <p><b>Scope.</b> Every read is cut to the view's {@link ReadScope}: the documents the caller may read that the
 * question's filter selects. A posting outside it is dropped as it is read (a posting names its document's key
 * and groups, so that costs no read; a filter on tags reads the records of the documents the postings name),
 * and a chunk is returned only while its document is stored at the chunk's revision and in the scope. So every
 * stage, reading only through the view, sees the same smaller collection: BM25 candidates and their term
 * statistics, the walk's seeds and every expansion, the concept counts and co-occurrences of the community
 * subgraph, the chunks tested, summarized and quoted, the names checked as unknown and the site's repeated
 * lines. The corpus totals ({@link #stats()}: how many documents and chunks, their average length) are those of
 * the documents the caller may read: totals of the whole collection would tell a caller that hidden documents
 * exist and how large they are, and move every score they weigh in.
 *
 * <p>The concept graph's aggregates are derived here from the postings, not stored: a concept's counts
 * from its posting list, the co-occurrence count of two concepts by intersecting theirs (a store that can count
 * both without handing out the postings does, for a view that sees everything). That is what a store would
 * have kept, computed only for the concepts a question reaches. Not thread-safe: a view belongs to one query.
 */
public final class GraphView {
    private final GraphStore store;
    private final String collection;
    private final ReadScope scope;
    private CorpusStats stats;
    private final Map<String, List<Posting>> termPostings = new HashMap<>();
    private final Map<String, List<Posting>> conceptPostings = new HashMap<>();
    /** Term counts the store gave without the postings (a view that sees everything asks for those). */
    private final Map<String, Integer> termCounts = new HashMap<>();
    /** Concept counts the store gave without the postings (a view that sees everything asks for those). */
    private final Map<String, ConceptStats> conceptCounts = new HashMap<>();
    /** Whether the scope leaves nothing of the collection out; asked of the store once, when first needed. */
    private Boolean seesEverything;
    private final Map<String, IndexedChunk> chunks = new HashMap<>();
    /** Document key -> its stored record, empty when not stored: read once, for scope checks. */
    private final Map<String, Optional<DocumentRecord>> records = new HashMap<>();

    /** @param scope what the query may read; {@link ReadScope#EVERYTHING} for the owner's unfiltered view */
    public GraphView(GraphStore store, String collection, ReadScope scope) {
        this.store = store;
        this.collection = collection;
        this.scope = scope;
    }

    public String collection() {
        return collection;
    }

    public ReadScope scope() {
        return scope;
    }

    /**
     * Whether the scope leaves nothing of the collection out: the owner's unfiltered view, or any caller's
     * unfiltered view of a collection in which no document has access groups (every caller may read all of it).
     * Such a view checks nothing it reads, and takes concept counts from the store.
     */
    public boolean seesEverything() {
        if (seesEverything == null) {
            seesEverything = scope.isEverything()
                    || scope.filter().isNone() && !store.holdsGroupedDocuments(collection);
        }
        return seesEverything;
    }

    /**
     * Whether what this view took the collection for still holds: a view that saw everything only because no
     * document had groups does not once one has (stored while the question was being answered, it may have been
     * read unchecked), and the answer is built again on a fresh view.
     */
    public boolean scopeStillHolds() {
        return seesEverything == null || !seesEverything || scope.isEverything()
                || !store.holdsGroupedDocuments(collection);
    }

    /**
     * The totals of what the caller may read: the collection's, less those of the documents none of whose groups
     * the caller is in ({@link GraphStore#groupedStats}, one more read, made only when the caller may not read
     * everything). BM25's idf and length normalisation, the concept weights and every threshold drawn from the
     * totals are then those of the same collection without the documents hidden from the caller: how many there
     * are, and how long, moves no score. A filter does not narrow the totals: the caller chose it (it is no
     * secret), and a filtered question scores the chunks it selects as the caller's unfiltered one would.
     */
    public CorpusStats stats() {
        if (stats == null) {
            CorpusStats readable = store.stats(collection);
            if (!seesEverything() && !scope.caller().readsEverything()) {
                for (Map.Entry<Set<String>, CorpusStats> grouped : store.groupedStats(collection).entrySet()) {
                    if (!scope.caller().mayRead(grouped.getKey())) {
                        readable = readable.minus(grouped.getValue());
                    }
                }
            }
            stats = readable;
        }
        return stats;
    }

    /** Postings per term in the scope, in the order asked; a term without any maps to an empty list. */
    public Map<String, List<Posting>> termPostings(Collection<String> terms) {
        return readThrough(terms, termPostings, missing -> inScope(store.termPostings(collection, missing)), List.of());
    }

    /**
     * How many chunks of the scope hold each of {@code terms}, in the order asked; terms none holds are absent. A
     * view that sees everything asks the store, which counts without handing out the postings where it can
     * ({@link GraphStore#termChunkCounts}); otherwise the postings are read (and kept for what is read next).
     */
    public Map<String, Integer> termChunkCounts(Collection<String> terms) {
        Set<String> unique = new LinkedHashSet<>(terms);
        Map<String, Integer> counted = Map.of();
        if (seesEverything()) {
            List<String> unread = unique.stream().filter(term -> !termPostings.containsKey(term)).toList();
            counted = readThrough(unread, termCounts, missing -> store.termChunkCounts(collection, missing)
                    .orElseGet(() -> sizes(termPostings(missing))), 0);
        } else {
            termPostings(unique);
        }
        Map<String, Integer> result = new LinkedHashMap<>();
        for (String term : unique) {
            List<Posting> postings = termPostings.get(term);
            int count = postings == null ? counted.getOrDefault(term, 0) : postings.size();
            if (count > 0) {
                result.put(term, count);
            }
        }
        return result;
    }

    /**
     * The chunks {@code query} ranks first, scored by the store where the postings are
     * ({@link GraphStore#bestTermMatches}), when this view sees everything and the store can; empty otherwise (the
     * caller scores the postings of the scope).
     */
    public Optional<List<TermMatch>> bestTermMatches(Bm25Query query) {
        return seesEverything() ? store.bestTermMatches(collection, query) : Optional.empty();
    }

    private static Map<String, Integer> sizes(Map<String, List<Posting>> postings) {
        Map<String, Integer> sizes = new HashMap<>();
        postings.forEach((name, list) -> sizes.put(name, list.size()));
        return sizes;
    }

    /**
     * On how many documents of the scope each term stands, up to {@code atMost}; terms none holds are absent.
     * The whole collection's view asks the store, which reads no further than {@code atMost}
     * ({@link GraphStore#termDocumentCounts}); a narrower one counts the postings in its scope.
     */
    public Map<String, Integer> termDocumentCounts(Collection<String> terms, int atMost) {
        if (terms.isEmpty()) {
            return Map.of();
        }
        if (seesEverything()) {
            return store.termDocumentCounts(collection, terms, atMost);
        }
        Map<String, Integer> counts = new HashMap<>();
        termPostings(terms).forEach((term, postings) -> {
            Set<String> documents = new HashSet<>();
            postings.forEach(p -> documents.add(Chunk.documentKeyOf(p.chunkId())));
            if (!documents.isEmpty()) {
                counts.put(term, Math.min(atMost, documents.size()));
            }
        });
        return counts;
    }

    /** Postings per concept in the scope, in the order asked; a concept without any maps to an empty list. */
    public Map<String, List<Posting>> conceptPostings(Collection<String> keys) {
        return readThrough(keys, conceptPostings, missing -> inScope(store.conceptPostings(collection, missing)),
                List.of());
    }

    /**
     * Counts of the stored concepts among {@code keys} in the scope; unknown concepts are absent. From the
     * postings when they have been read or the view must check them; otherwise the store counts them
     * ({@link GraphStore#conceptStats}): most concepts a query weighs are counted, never walked.
     */
    public Map<String, ConceptStats> concepts(Collection<String> keys) {
        Set<String> unique = new LinkedHashSet<>(keys);
        Map<String, ConceptStats> counted = Map.of();
        if (seesEverything()) {
            List<String> unread = unique.stream().filter(key -> !conceptPostings.containsKey(key)).toList();
            counted = readThrough(unread, conceptCounts, missing -> store.conceptStats(collection, missing)
                    .orElseGet(() -> ConceptStats.ofAll(conceptPostings(missing))), null);
        } else {
            conceptPostings(unique);
        }
        Map<String, ConceptStats> result = new LinkedHashMap<>();
        for (String concept : unique) {
            List<Posting> postings = conceptPostings.get(concept);
            ConceptStats stats = postings == null ? counted.get(concept)
                    : postings.isEmpty() ? null : ConceptStats.of(concept, postings);
            if (stats != null) {
                result.put(concept, stats);
            }
        }
        return result;
    }

    /**
     * Co-occurrence edges among {@code keys} (chunks mentioning both ends) in the scope, sorted by {@code (a, b)}:
     * counted by the store when the view sees everything and the store can ({@link GraphStore#edgesAmong}),
     * otherwise from the postings ({@link Edge#among}).
     */
    public List<Edge> edgesAmong(Collection<String> keys) {
        Optional<List<Edge>> counted = seesEverything() ? store.edgesAmong(collection, keys) : Optional.empty();
        return counted.orElseGet(() -> Edge.among(keys, conceptPostings(keys)));
    }

    /**
     * Stored chunks among {@code ids} in the scope, keyed by id in the order asked; unknown ids, and chunks of a
     * document outside the scope or no longer stored at their revision, are absent (alike: a caller cannot tell
     * a chunk it may not read from one that does not exist).
     */
    public Map<String, IndexedChunk> chunks(Collection<String> ids) {
        return present(readThrough(ids, chunks, missing -> {
            // An id that names no chunk (no key and revision in it) is left to the store, which finds nothing.
            List<String> wanted = seesEverything() ? missing : missing.stream()
                    .filter(id -> id.chars().filter(c -> c == '#').count() < 2
                            || scope.filter().admitsKey(Chunk.documentKeyOf(id))).toList();
            List<IndexedChunk> read = wanted.isEmpty() ? List.of() : store.chunks(collection, wanted);
            if (!seesEverything()) {
                records(read.stream().map(c -> c.chunk().document().key()).toList());
            }
            Map<String, IndexedChunk> found = new HashMap<>();
            for (IndexedChunk chunk : read) {
                if (seesEverything() || current(chunk.chunk().document().key(), chunk.chunk().revision())) {
                    found.put(chunk.id(), chunk);
                }
            }
            return found;
        }, null));
    }

    /**
     * The passage vectors of {@code model} of the documents in the scope at their stored revisions, at least
     * those of {@code candidateChunks} ({@link GraphStore#passageVectors}); those of a document the caller may
     * not read are left out, so they neither rank nor crowd out what the caller may read. A view that checks
     * reads the records of the documents the vectors belong to (one batch).
     */
    public DenseIndex denseIndex(String model, Collection<String> candidateChunks) {
        List<DenseIndex.Stored> stored = store.passageVectors(collection, candidateChunks);
        if (!seesEverything()) {
            List<DenseIndex.Stored> byKey = stored.stream().filter(s -> scope.filter().admitsKey(s.id().key())).toList();
            records(byKey.stream().map(s -> s.id().key()).toList());
            stored = byKey.stream().filter(s -> current(s.id().key(), s.revision())).toList();
        }
        return DenseIndex.of(stored, model);
    }

    /**
     * The stored documents in the scope, in key order: what a question about the whole collection samples. Reads
     * the collection's document list (the owner's view reads nothing else either).
     */
    public List<DocumentRecord> documents() {
        List<DocumentRecord> all = store.documents(collection);
        if (seesEverything()) {
            return all;
        }
        all.forEach(record -> records.putIfAbsent(record.id().key(), Optional.of(record)));
        return all.stream().filter(scope::admits).toList();
    }

    /**
     * The records of the documents among {@code keys} the scope admits, by key; those this view has read already
     * are not read again (one batch for the rest).
     */
    public Map<String, DocumentRecord> documents(Collection<String> keys) {
        records(keys);
        Map<String, DocumentRecord> found = new LinkedHashMap<>();
        for (String key : keys) {
            records.get(key).filter(record -> seesEverything() || scope.admits(record))
                    .ifPresent(record -> found.put(key, record));
        }
        return found;
    }

    /**
     * Whether every one of {@code sources} (document key -> revision) is a document of the scope at that
     * revision, as this view read it: a cached result built from them may be served to this query. Sources the
     * view has not read yet are read (one batch).
     */
    public boolean readable(Map<String, String> sources) {
        if (seesEverything()) {
            return true;
        }
        records(sources.keySet());
        return sources.entrySet().stream().allMatch(source -> current(source.getKey(), source.getValue()));
    }

    /** The postings whose documents are in the scope. */
    private Map<String, List<Posting>> inScope(Map<String, List<Posting>> postings) {
        if (seesEverything()) {
            return postings;
        }
        Map<String, List<Posting>> admitted = new HashMap<>();
        postings.forEach((name, list) -> admitted.put(name, list.stream()
                .filter(p -> scope.admitsKeyAndGroups(Chunk.documentKeyOf(p.chunkId()), p.groups())).toList()));
        if (!scope.needsTags()) {
            return admitted;
        }
        Set<String> documents = new LinkedHashSet<>();
        admitted.values().forEach(list -> list.forEach(p -> documents.add(Chunk.documentKeyOf(p.chunkId()))));
        records(documents);
        admitted.replaceAll((name, list) -> list.stream().filter(p -> {
            String key = Chunk.documentKeyOf(p.chunkId());
            return records.get(key).filter(r -> p.chunkId().startsWith(key + "#" + r.revision() + "#")
                    && scope.admits(r)).isPresent();
        }).toList());
        return admitted;
    }

    /** Whether the document {@code key} is stored at {@code revision} and in the scope (its record read already). */
    private boolean current(String key, String revision) {
        return records.getOrDefault(key, Optional.empty())
                .filter(r -> r.revision().equals(revision) && scope.admits(r)).isPresent();
    }

    /** Reads the records of the documents among {@code keys} not read yet, in one store call. */
    private void records(Collection<String> keys) {
        List<String> missing = new ArrayList<>();
        for (String key : new LinkedHashSet<>(keys)) {
            if (!records.containsKey(key)) {
                missing.add(key);
            }
        }
        if (!missing.isEmpty()) {
            Map<String, DocumentRecord> found = store.documents(collection, missing);
            missing.forEach(key -> records.put(key, Optional.ofNullable(found.get(key))));
        }
    }

    private interface Loader<V> {
        Map<String, V> load(List<String> missing);
    }

    /**
     * Returns the entries for {@code keys} in their order; loads the ones not seen yet in one store call and
     * remembers absent ones as {@code absent} so they are not asked for again.
     */
    private static <V> Map<String, V> readThrough(Collection<String> keys, Map<String, V> cache, Loader<V> loader,
                                                  V absent) {
        Set<String> unique = new LinkedHashSet<>(keys);
        List<String> missing = new ArrayList<>();
        for (String key : unique) {
            if (!cache.containsKey(key)) {
                missing.add(key);
            }
        }
        if (!missing.isEmpty()) {
            Map<String, V> loaded = loader.load(missing);
            for (String key : missing) {
                cache.put(key, loaded.getOrDefault(key, absent));
            }
        }
        Map<String, V> result = new LinkedHashMap<>();
        for (String key : unique) {
            result.put(key, cache.get(key));
        }
        return result;
    }

    private static <V> Map<String, V> present(Map<String, V> entries) {
        entries.values().removeIf(v -> v == null);
        return entries;
    }
}
