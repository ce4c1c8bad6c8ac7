package dev.lazygraph.core.ingest;

import dev.lazygraph.core.cache.DerivedCache;
import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentRevision;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.embed.PassageEmbedding;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStore.PutResult;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestOutcome.Status;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.Set;

/**
 * The ingest pipeline: parse, chunk, extract terms and concepts, store. It never calls an LLM. A document the
 * parser refuses is reported, never thrown, and leaves the store untouched (a failure of the pipeline itself
 * is thrown); a changed or deleted document's cached summaries (and everything else derived from it: cached
 * answers, relevance verdicts) are invalidated after the store has changed, so nothing derived from removed
 * text survives.
 * Thread-safe as long as the store is.
 */
public final class IngestService {
    private final DocumentParser parser;
    private final DocumentIndexer indexer;
    private final GraphStore store;
    private final DerivedCache derived;
    private final Optional<PassageEmbedding> embedding;

    /** @param derived the caches of what queries derived from documents (summaries, answers, verdicts) */
    public IngestService(IngestConfig config, TextAnalyzer analyzer, GraphStore store, DerivedCache derived) {
        this(new DocumentParser(config.maxDocumentBytes()), config, analyzer, store, derived, Optional.empty());
    }

    /**
     * @param embedding embeds each stored revision's passages, when the semantic signal is on and the store keeps
     *                  the vectors (embedding for a store that drops them would only make ingest slower)
     */
    public IngestService(IngestConfig config, TextAnalyzer analyzer, GraphStore store, DerivedCache derived,
                         Optional<PassageEmbedding> embedding) {
        this(new DocumentParser(config.maxDocumentBytes()), config, analyzer, store, derived, embedding);
    }

    /**
     * @param parser reads the documents. What it refuses ({@link RejectedDocumentException}) is reported as
     *               rejected; any other exception is a fault, not a verdict on the document, and propagates so
     *               the caller can retry: a bug must never be taken for a bad document and delete a good one.
     */
    public IngestService(DocumentParser parser, IngestConfig config, TextAnalyzer analyzer, GraphStore store,
                         DerivedCache derived) {
        this(parser, config, analyzer, store, derived, Optional.empty());
    }

    public IngestService(DocumentParser parser, IngestConfig config, TextAnalyzer analyzer, GraphStore store,
                         DerivedCache derived, Optional<PassageEmbedding> embedding) {
        this.embedding = embedding.filter(e -> store.keepsPassageVectors());
        this.parser = parser;
        this.indexer = new DocumentIndexer(analyzer,
                new Chunker(analyzer, config.chunkTargetTokens(), config.chunkOverlapSentences()));
        this.store = store;
        this.derived = derived;
    }

    /**
     * Stores the document unless it is already stored at the same revision or the parser refuses it.
     *
     * @throws RuntimeException when parsing, analysis or the store fail for another reason; nothing is
     *                          rejected for it
     */
    public IngestOutcome ingest(SourceDocument source) {
        return ingestAll(List.of(source)).get(0);
    }

    /**
     * Ingests the documents in order, as {@link #ingest} would one after the other, and stores those that
     * changed in one write ({@link GraphStore#putAll}): a folder's files cost one commit per batch, not one
     * per file. Nothing is stored until every document of the batch is analyzed, and on a store that writes
     * a batch in one step a failure stores none of it: an outcome returned is an outcome stored.
     *
     * @return each document's outcome, in the same order
     * @throws RuntimeException when parsing, analysis or the store fail for another reason than a refused
     *                          document; nothing is rejected for it
     */
    public List<IngestOutcome> ingestAll(List<SourceDocument> sources) {
        IngestOutcome[] outcomes = new IngestOutcome[sources.size()];
        Map<DocumentId, DocumentRecord> stored = storedRecords(sources);
        List<DocumentIndex> changed = new ArrayList<>();
        List<Integer> changedAt = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            SourceDocument source = sources.get(i);
            DocumentId id = source.id();
            // The revision is the object's version or a hash of the bytes, known before parsing, with the
            // metadata folded in: a document stored at it is not read again (an unchanged re-ingest costs a
            // hash per file and one lookup per batch), and new groups or tags make a new revision of
            // everything derived from it.
            String sourceRevision = source.revision() != null ? source.revision()
                    : DocumentParser.contentRevision(source.content());
            String revision = DocumentRevision.of(sourceRevision, source.metadata(),
                    embedding.map(PassageEmbedding::model).orElse(""));
            DocumentRecord record = stored.get(id);
            if (record != null && record.revision().equals(revision)) {
                outcomes[i] = unchanged(record);
                continue;
            }
            ParsedDocument parsed;
            try {
                parsed = parser.parse(new SourceDocument(id, revision, source.content(), source.metadata()));
            } catch (RejectedDocumentException e) {
                outcomes[i] = IngestOutcome.rejected(id, source.revision(), e.reason(), e.getMessage());
                continue;
            }
            DocumentIndex index = indexer.index(parsed, source.metadata());
            changed.add(embedding.map(e -> index.withVectors(e.of(index.chunks()))).orElse(index));
            changedAt.add(i);
        }
        // Nothing changed, nothing written: an unchanged re-ingest never waits for another process's writer.
        List<PutResult> results = changed.isEmpty() ? List.of() : store.putAll(changed);
        for (int k = 0; k < changed.size(); k++) {
            DocumentIndex index = changed.get(k);
            Status status = switch (results.get(k)) {
                case CREATED -> Status.CREATED;
                case REPLACED -> Status.REPLACED;
                case UNCHANGED -> Status.UNCHANGED;
            };
            if (status == Status.REPLACED) {
                derived.invalidate(index.id());
            }
            outcomes[changedAt.get(k)] = IngestOutcome.stored(index.id(), status, index.revision(),
                    index.chunks().size(), distinctConcepts(index), index.words());
        }
        return List.of(outcomes);
    }

    /** The stored records of the sources' documents, read in one call per collection. */
    private Map<DocumentId, DocumentRecord> storedRecords(List<SourceDocument> sources) {
        Map<String, Set<String>> keysByCollection = new LinkedHashMap<>();
        sources.forEach(source -> keysByCollection.computeIfAbsent(source.id().collection(), c -> new LinkedHashSet<>())
                .add(source.id().key()));
        Map<DocumentId, DocumentRecord> records = new HashMap<>();
        keysByCollection.forEach((collection, keys) -> store.documents(collection, keys)
                .forEach((key, record) -> records.put(new DocumentId(collection, key), record)));
        return records;
    }

    /**
     * Removes the document and everything derived from it. Derived entries are invalidated even when the
     * document was not stored, so retrying a delete whose invalidation failed still clears them.
     *
     * @return whether the document was stored
     */
    public boolean delete(DocumentId id) {
        boolean deleted = store.delete(id);
        derived.invalidate(id);
        return deleted;
    }

    private static IngestOutcome unchanged(DocumentRecord record) {
        return IngestOutcome.stored(record.id(), Status.UNCHANGED, record.revision(), record.chunks(), 0,
                record.words());
    }

    private static int distinctConcepts(DocumentIndex index) {
        Set<String> concepts = new HashSet<>();
        for (IndexedChunk chunk : index.chunks()) {
            concepts.addAll(chunk.conceptCounts().keySet());
        }
        return concepts.size();
    }
}
