package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.number;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.core.document.DocumentMetadata;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The document item: the committed revision (what readers see) and at most one unfinished write of the
 * document, with the phase it reached. {@code version} guards every change of the item (optimistic lock).
 */
record DocumentState(long version, Committed committed, Pending pending) {
    static final String KEY = "key";
    static final String VERSION = "ver";
    static final String REVISION = "rev";
    static final String TITLE = "title";
    static final String CHUNKS = "nch";
    static final String WORDS = "words";
    static final String WRITE = "ptx";
    static final String FROM = "pfrom";
    static final String TO = "pto";
    static final String TO_TITLE = "ptitle";
    static final String TO_CHUNKS = "pnch";
    static final String TO_WORDS = "pwords";
    static final String PHASE = "phase";
    static final MetadataAttributes METADATA = new MetadataAttributes("grp", "tags");
    static final MetadataAttributes TO_METADATA = new MetadataAttributes("pgrp", "ptags");
    static final String OWNER = "powner";
    static final String STARTED = "pat";
    static final List<String> PENDING_ATTRIBUTES =
            List.of(WRITE, FROM, TO, TO_TITLE, TO_CHUNKS, TO_WORDS, PHASE, OWNER, STARTED, TO_METADATA.groups(),
                    TO_METADATA.tags());

    static final DocumentState ABSENT = new DocumentState(0, null, null);

    /**
     * Phases of a write, in order. CHUNKS: the new revision's chunk items are being written (undone on
     * recovery). APPLY: its posting items are being put and the corpus totals updated (finished on
     * recovery; the totals exactly once). PURGE: the totals' marker is released and the old revision's
     * posting items (those the new revision did not overwrite) and chunk items are deleted. Then the item
     * commits the new revision.
     */
    enum Phase { CHUNKS, APPLY, PURGE }

    record Committed(String revision, String title, int chunks, long words, DocumentMetadata metadata) {
    }

    /** @param from revision being replaced (null: none); @param to revision being written (null: delete) */
    /** @param metadata the groups and tags of revision {@code to} */
    record Pending(String writeId, String from, String to, String title, int chunks, long words, Phase phase,
                   String owner, long startedAt, DocumentMetadata metadata) {
        Pending at(Phase next) {
            return new Pending(writeId, from, to, title, chunks, words, next, owner, startedAt, metadata);
        }
    }

    static DocumentState of(Map<String, AttributeValue> item) {
        Committed committed = item.containsKey(REVISION)
                ? new Committed(string(item, REVISION), string(item, TITLE), (int) number(item, CHUNKS), number(item, WORDS),
                        METADATA.read(item))
                : null;
        Pending pending = item.containsKey(WRITE)
                ? new Pending(string(item, WRITE), string(item, FROM), string(item, TO), string(item, TO_TITLE),
                        (int) number(item, TO_CHUNKS), number(item, TO_WORDS), Phase.valueOf(string(item, PHASE)),
                        string(item, OWNER), number(item, STARTED), TO_METADATA.read(item))
                : null;
        return new DocumentState(number(item, VERSION), committed, pending);
    }

    boolean exists() {
        return version > 0;
    }
}
