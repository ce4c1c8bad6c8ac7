package dev.lazygraph.core.query;

/** How a question is answered. */
public enum Route {
    /** Top chunks straight to the answer: exact lookups about a named thing. */
    BASIC,
    /** Top chunks plus summaries of the communities around them: questions about entities and relations. */
    LOCAL,
    /** Map-reduce over community summaries: "main themes" questions about the collection as a whole. */
    GLOBAL
}
