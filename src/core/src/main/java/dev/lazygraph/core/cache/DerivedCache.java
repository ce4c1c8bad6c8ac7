package dev.lazygraph.core.cache;

import dev.lazygraph.core.document.DocumentId;

/**
 * A cache of things derived from documents (community summaries, cached answers, relevance verdicts): ingest
 * invalidates what was derived from a document whenever that document changes or is deleted.
 */
public interface DerivedCache {

    /** Removes every entry derived from {@code document}; returns how many were removed. */
    int invalidate(DocumentId document);
}
