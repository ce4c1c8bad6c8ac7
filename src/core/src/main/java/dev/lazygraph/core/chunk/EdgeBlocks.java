package dev.lazygraph.core.chunk;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The short lines of the paragraphs at the top and the bottom of a document — where a site puts its tagline,
 * its "last modified on ..." line, its copyright footer — and their fingerprints. A page's own text cannot tell them
 * apart from its content; the collection can: the same block on many pages is the site's. So ingest indexes
 * each edge block's fingerprint like a term of the chunk holding it (a fingerprint starts with
 * {@value #PREFIX}, which no analyzed term does, and adds nothing to a chunk's BM25 length), and the stored
 * postings say on how many documents it stands, exactly under add, overwrite and delete like every other
 * count. The fingerprint ignores case, digits and spacing: "This page last modified on 2022-12-28" and "...
 * on 2021-03-04" are one block.
 */
public final class EdgeBlocks {
    public static final String PREFIX = "\u00b6";
    /** Paragraphs looked at from each end of a document. */
    static final int PER_EDGE = 3;
    /** Longer paragraphs are a page's own text, not a site's line. */
    static final int MAX_WORDS = 40;
    private static final Pattern PARAGRAPH_BREAK = Pattern.compile("\n\\s*\n");
    private static final Pattern DIGITS = Pattern.compile("\\d+");
    private static final Pattern SPACE = Pattern.compile("\\s+");

    /** A line of a paragraph, in the document's offsets, with its fingerprint. */
    public record Block(int start, int end, String fingerprint) {
    }

    private EdgeBlocks() {
    }

    /** The short lines of the first and last {@value #PER_EDGE} paragraphs of {@code text}, fingerprinted. */
    public static List<Block> ofDocument(String text) {
        List<Block> paragraphs = paragraphs(text, 0);
        List<Block> edges = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            if (i < PER_EDGE || i >= paragraphs.size() - PER_EDGE) {
                Block paragraph = paragraphs.get(i);
                lines(text.substring(paragraph.start(), paragraph.end()), paragraph.start()).stream()
                        .filter(line -> Chunker.countWords(text, line.start(), line.end()) <= MAX_WORDS)
                        .forEach(edges::add);
            }
        }
        return edges;
    }

    /** The lines of {@code chunk} that were indexed as edge lines: those whose fingerprints are among its terms. */
    public static List<Block> ofChunk(Chunk chunk, Set<String> chunkTerms) {
        return lines(chunk.text(), chunk.start()).stream()
                .filter(block -> chunkTerms.contains(block.fingerprint())).toList();
    }

    private static List<Block> lines(String text, int offset) {
        List<Block> lines = new ArrayList<>();
        int from = 0;
        while (from <= text.length()) {
            int to = text.indexOf('\n', from);
            to = to < 0 ? text.length() : to;
            String line = text.substring(from, to).strip();
            if (!line.isEmpty()) {
                int start = from + text.substring(from, to).indexOf(line.charAt(0));
                lines.add(new Block(offset + start, offset + start + line.length(), fingerprint(line)));
            }
            from = to + 1;
        }
        return lines;
    }

    private static List<Block> paragraphs(String text, int offset) {
        List<Block> blocks = new ArrayList<>();
        int from = 0;
        var breaks = PARAGRAPH_BREAK.matcher(text);
        while (from < text.length()) {
            int to = breaks.find(from) ? breaks.start() : text.length();
            String paragraph = text.substring(from, to).strip();
            if (!paragraph.isEmpty()) {
                int start = from + text.substring(from, to).indexOf(paragraph.charAt(0));
                blocks.add(new Block(offset + start, offset + start + paragraph.length(), fingerprint(paragraph)));
            }
            from = to == text.length() ? to : breaks.end();
        }
        return blocks;
    }

    static String fingerprint(String paragraph) {
        String normal = SPACE.matcher(DIGITS.matcher(paragraph.toLowerCase(Locale.ROOT)).replaceAll("0"))
                .replaceAll(" ").strip();
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(normal.getBytes(StandardCharsets.UTF_8));
            return PREFIX + HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java runtime", e);
        }
    }
}
