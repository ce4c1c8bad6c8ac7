package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.nlp.Identifiers;
import java.util.Optional;

/**
 * A paragraph opened by a name written as an identifier ("maxBuffer &lt;number&gt; Largest amount of data ... If
 * exceeded, the child is killed. Default: 1024 * 1024.", "checkInterval - How often pages are checked ..."): the
 * item of an option or attribute list that the page lays out as a bulleted list rather than a definition list.
 * Its sentences are about that name as a definition's are about its term, so it reads as one: a {@link Section}
 * of kind {@link Section.Kind#TERM} over the paragraph, titled by the name. Read at query time from the chunk's
 * text (a paragraph is what lies between blank lines), so it needs nothing from ingest and holds for every store.
 */
final class NamedParagraphs {
    private static final String PARAGRAPH_BREAK = "\n\n";
    /** Punctuation that may close the name before its description ("name:", "name,"). */
    private static final String CLOSING = ":,;";

    private NamedParagraphs() {
    }

    /**
     * The term of the paragraph holding the document offset {@code offset}, when that paragraph opens with an
     * identifier and starts inside {@code chunk} (a chunk that begins mid-paragraph does not show what opens it).
     */
    static Optional<Section> at(Chunk chunk, int offset) {
        String text = chunk.text();
        int at = offset - chunk.start();
        if (at < 0 || at > text.length()) {
            return Optional.empty();
        }
        int previousBreak = text.lastIndexOf(PARAGRAPH_BREAK, Math.max(0, at - 1));
        if (previousBreak < 0 && chunk.start() > 0) {
            return Optional.empty();
        }
        int start = previousBreak < 0 ? 0 : previousBreak + PARAGRAPH_BREAK.length();
        while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        int nextBreak = text.indexOf(PARAGRAPH_BREAK, start);
        int end = nextBreak < 0 ? text.length() : nextBreak;
        if (start >= end) {
            return Optional.empty();
        }
        String name = firstToken(text.substring(start, end));
        return Identifiers.is(name)
                ? Optional.of(new Section(chunk.start() + start, chunk.start() + end, name, Section.Kind.TERM))
                : Optional.empty();
    }

    private static String firstToken(String paragraph) {
        String token = paragraph.strip().split("\\s+", 2)[0];
        int end = token.length();
        while (end > 0 && CLOSING.indexOf(token.charAt(end - 1)) >= 0) {
            end--;
        }
        return token.substring(0, end);
    }
}
