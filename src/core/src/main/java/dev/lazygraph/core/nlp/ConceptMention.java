package dev.lazygraph.core.nlp;

/**
 * One mention of a concept in a text.
 *
 * @param key  the normalized concept, as stored and matched
 * @param name whether the mention names something (a proper name or a capitalized title) rather than
 *             describing it with common nouns; names identify, so the graph walk follows them first
 */
public record ConceptMention(String key, boolean name) {
}
