package dev.lazygraph.core.graph;

/**
 * Links between the documents of a collection, as concepts of the graph. A manual's page points to the pages
 * that say more — a release note, a function's reference, a setting's entry — and the answer to a question
 * about one page is often on a page it links to. So every chunk of a document holds the document's own link
 * concept as its subject, and a chunk with a link holds the target's link concept as a name it mentions: the
 * graph walk, which goes from a name to the chunks whose subject it is, follows the link. Link concepts
 * start with {@value #PREFIX}, which no analyzed concept does; they are structure, never a topic of a
 * community or a theme.
 */
public final class DocumentLinks {
    public static final String PREFIX = "\u2192";

    private DocumentLinks() {
    }

    /** The link concept of the document stored under {@code key}. */
    public static String conceptOf(String key) {
        return PREFIX + key;
    }

    public static boolean isLink(String concept) {
        return concept.startsWith(PREFIX);
    }
}
