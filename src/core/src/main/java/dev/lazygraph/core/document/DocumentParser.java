package dev.lazygraph.core.document;

import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Decodes a {@link SourceDocument} into plain text: .txt, .md/.markdown and .html/.htm, any common charset.
 * Thread-safe. Not final: {@link dev.lazygraph.core.ingest.IngestService} takes one, and its tests give it a
 * parser that fails to prove that a parser fault is never mistaken for a bad document.
 */
public class DocumentParser {
    /** Hex characters of the SHA-256 content hash kept as revision: 64 bits, ample to tell revisions apart. */
    private static final int REVISION_HEX_CHARS = 16;

    private final long maxBytes;

    public DocumentParser(long maxBytes) {
        if (maxBytes <= 0) {
            throw new IllegalArgumentException("maxBytes must be positive: " + maxBytes);
        }
        this.maxBytes = maxBytes;
    }

    /**
     * @throws RejectedDocumentException for an unsupported type, a document over the size limit, an empty
     *                                   document or binary content; the message says which and why
     */
    public ParsedDocument parse(SourceDocument source) {
        String key = source.id().key();
        DocumentFormat format = DocumentFormat.ofKey(key).orElseThrow(() -> new RejectedDocumentException(
                Reason.UNSUPPORTED_TYPE, "unsupported file type "
                + (DocumentFormat.extension(key).isEmpty() ? "(no extension)" : "'." + DocumentFormat.extension(key) + "'")
                + "; supported: " + DocumentFormat.SUPPORTED));
        byte[] content = source.content();
        if (content.length > maxBytes) {
            throw new RejectedDocumentException(Reason.TOO_LARGE, String.format(
                    "document is %,d bytes, over the limit of %,d bytes", content.length, maxBytes));
        }
        if (content.length == 0) {
            throw empty("it has zero bytes");
        }
        TextDecoder.Decoded decoded = TextDecoder.decode(content);
        String cleaned = TextCleaner.clean(decoded.text());
        String title;
        String text;
        List<Section> sections;
        List<CodeBlock> code;
        switch (format) {
            case HTML -> {
                HtmlText.Extracted html = HtmlText.extract(cleaned);
                title = html.title();
                text = html.text();
                sections = new ArrayList<>(Section.ofHeadings(html.headings(), text.length()));
                sections.addAll(html.definitions());
                code = html.code();
            }
            case MARKDOWN -> {
                MarkdownText.Extracted markdown = MarkdownText.extract(cleaned);
                title = markdown.title();
                text = markdown.text();
                sections = Section.ofHeadings(markdown.headings(), text.length());
                code = markdown.code();
            }
            default -> {
                title = "";
                text = cleaned;
                sections = List.of();
                code = List.of();
            }
        }
        int lead = 0;
        while (lead < text.length() && Character.isWhitespace(text.charAt(lead))) {
            lead++;
        }
        text = text.strip();
        if (text.isEmpty()) {
            throw empty("it has no text");
        }
        int shift = lead;
        int length = text.length();
        sections = sections.stream().map(s -> s.shifted(shift))
                .filter(s -> s.start() >= 0 && s.start() < length)
                .map(s -> s.end() <= length ? s : new Section(s.start(), length, s.title(), s.kind())).toList();
        code = code.stream().map(c -> c.shifted(shift)).filter(c -> c.start() >= 0 && c.start() < length)
                .map(c -> c.end() <= length ? c : new CodeBlock(c.start(), length)).toList();
        String revision = source.revision() != null ? source.revision() : contentRevision(content);
        String shownTitle = title.isBlank() ? titleFromKey(key) : title.strip();
        if (sections.stream().noneMatch(s -> s.title().equals(shownTitle))) {
            // The title governs the whole text, even where no heading repeats it.
            List<Section> withTitle = new ArrayList<>(List.of(new Section(0, length, shownTitle, Section.Kind.HEADING)));
            withTitle.addAll(sections);
            sections = withTitle;
        }
        return new ParsedDocument(source.id(), revision, shownTitle, text, sections, code, decoded.charset());
    }

    /** The revision of content that arrives without one: a truncated SHA-256 of its bytes, in hex. */
    public static String contentRevision(byte[] content) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(content);
            return HexFormat.of().formatHex(hash).substring(0, REVISION_HEX_CHARS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java runtime", e);
        }
    }

    /** "talks/Behind_the-Tech.txt" becomes "Behind the Tech": the file name, readable and without extension. */
    static String titleFromKey(String key) {
        String name = DocumentFormat.fileName(key);
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        String readable = base.replace('_', ' ').replace('-', ' ').replaceAll("\\s+", " ").strip();
        return readable.isEmpty() ? name : readable;
    }

    private static RejectedDocumentException empty(String why) {
        return new RejectedDocumentException(Reason.EMPTY, "empty document: " + why);
    }
}
