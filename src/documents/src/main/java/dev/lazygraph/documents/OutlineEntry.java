package dev.lazygraph.documents;

/**
 * A bookmark of a PDF's outline: a section title, its depth and the page it leads to.
 *
 * @param level 1 for a top-level bookmark
 * @param page  1-based page of its destination
 */
record OutlineEntry(String title, int level, int page) {
}
