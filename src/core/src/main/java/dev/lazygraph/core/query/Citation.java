package dev.lazygraph.core.query;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;

/**
 * A source of an answer: the span {@code [start, end)} of the parsed text of one document revision.
 *
 * @param number   the marker {@code [number]} used in the answer and summary texts
 * @param page     the 1-based page (PDF page, slide, or page of a Word document as it was last laid out) where
 *                 the span starts; {@code null} for a document without pages
 * @param lastPage the page where the span ends when that is a later page, else {@code null}
 * @param section  the heading of the section the span starts in; {@code null} when no heading governs it
 */
public record Citation(int number, String documentKey, String revision, String chunkId, int start, int end,
                       Integer page, Integer lastPage, String section) {

    /** Citation {@code number} of the span {@code [start, end)} of {@code chunk}, located by its pages and sections. */
    public static Citation of(int number, Chunk chunk, int start, int end) {
        ChunkPages pages = chunk.pages();
        Integer page = pages.hasPages() ? pages.at(start) : null;
        int last = pages.at(Math.max(start, end - 1));
        return new Citation(number, chunk.document().key(), chunk.revision(), chunk.id(), start, end, page,
                page != null && last > page ? last : null, chunk.sectionAt(start));
    }
}
