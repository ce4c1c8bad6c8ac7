package dev.lazygraph.core.document;

import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Decodes a {@link SourceDocument} into plain text and its structure: .txt, .md/.markdown and .html/.htm, any
 * common charset, and whatever its {@link DocumentExtractor} recognizes by content (which it asks first).
 * Thread-safe. Not final: {@link dev.lazygraph.core.ingest.IngestService} takes one, and its tests give it a
 * parser that fails to prove that a parser fault is never mistaken for a bad document.
 */
public class DocumentParser {
    /** Hex characters of the SHA-256 content hash kept as revision: 64 bits, ample to tell revisions apart. */
    private static final int REVISION_HEX_CHARS = 16;

    private final long maxBytes;
    private final DocumentExtractor extractor;

    /** A parser of text, Markdown and HTML only. */
    public DocumentParser(long maxBytes) {
        this(maxBytes, DocumentExtractor.NONE);
    }

    /** @param extractor reads the formats recognized by their content (PDF, Office, ...) before the text parsers */
    public DocumentParser(long maxBytes, DocumentExtractor extractor) {
        if (maxBytes <= 0) {
            throw new IllegalArgumentException("maxBytes must be positive: " + maxBytes);
        }
        this.maxBytes = maxBytes;
        this.extractor = extractor;
    }

    /**
     * @throws RejectedDocumentException for an unsupported type, a document over the size limit, an empty
     *                                   document or binary content, or what the extractor refuses; the message
     *                                   says which and why
     */
    public ParsedDocument parse(SourceDocument source) {
        String key = source.id().key();
        byte[] content = source.content();
        if (content.length > maxBytes) {
            throw new RejectedDocumentException(Reason.TOO_LARGE, String.format(
                    "document is %,d bytes, over the limit of %,d bytes", content.length, maxBytes));
        }
        if (content.length == 0) {
            throw empty("it has zero bytes");
        }
        Optional<ExtractedDocument> extracted = extractor.extract(content, key);
        if (extracted.isPresent()) {
            ExtractedDocument document = extracted.get();
            return parsed(source, new Structured(document.title(), document.text(),
                    Section.ofHeadings(document.headings(), document.text().length()), document.code(), List.of()),
                    document.pageStarts(), document.mediaType());
        }
        DocumentFormat format = DocumentFormat.ofKey(key).orElseThrow(() -> new RejectedDocumentException(
                Reason.UNSUPPORTED_TYPE, "unsupported file type "
                + (DocumentFormat.extension(key).isEmpty() ? "(no extension)" : "'." + DocumentFormat.extension(key) + "'")
                + "; supported: " + DocumentFormat.SUPPORTED
                + (extractor.formats().isEmpty() ? "" : ", and by content " + extractor.formats())));
        TextDecoder.Decoded decoded = TextDecoder.decode(content);
        String cleaned = TextCleaner.clean(decoded.text());
        Structured structured = switch (format) {
            case HTML -> {
                HtmlText.Extracted html = HtmlText.extract(cleaned);
                List<Section> sections = new ArrayList<>(Section.ofHeadings(html.headings(), html.text().length()));
                sections.addAll(html.definitions());
                yield new Structured(html.title(), html.text(), sections, html.code(), html.links());
            }
            case MARKDOWN -> {
                MarkdownText.Extracted markdown = MarkdownText.extract(cleaned);
                yield new Structured(markdown.title(), markdown.text(),
                        Section.ofHeadings(markdown.headings(), markdown.text().length()), markdown.code(), List.of());
            }
            default -> new Structured("", cleaned, List.of(), PlainTextCode.of(cleaned), List.of());
        };
        return parsed(source, structured, List.of(), decoded.charset());
    }

    /** What a format's reader gives: a title (or none), the text, its sections, code blocks and links as written. */
    private record Structured(String title, String text, List<Section> sections, List<CodeBlock> code,
                              List<Link> links) {
    }

    /**
     * The document with its text stripped and the offsets of its sections, code and pages moved with it; its
     * title governs the whole text, even where no heading repeats it.
     */
    private static ParsedDocument parsed(SourceDocument source, Structured structured, List<Integer> pageStarts,
                                         String charset) {
        String text = structured.text();
        int lead = 0;
        while (lead < text.length() && Character.isWhitespace(text.charAt(lead))) {
            lead++;
        }
        String stripped = text.strip();
        if (stripped.isEmpty()) {
            throw empty("it has no text");
        }
        int shift = lead;
        int length = stripped.length();
        List<Section> sections = new ArrayList<>(structured.sections().stream().map(s -> s.shifted(shift))
                .filter(s -> s.start() >= 0 && s.start() < length)
                .map(s -> s.end() <= length ? s : new Section(s.start(), length, s.title(), s.kind())).toList());
        List<CodeBlock> code = structured.code().stream().map(c -> c.shifted(shift))
                .filter(c -> c.start() >= 0 && c.start() < length)
                .map(c -> c.end() <= length ? c : new CodeBlock(c.start(), length)).toList();
        List<Integer> pages = pageStarts.stream().map(offset -> Math.min(length, Math.max(0, offset - shift))).toList();
        String key = source.id().key();
        List<Link> links = structured.links().stream().filter(l -> l.offset() >= shift && l.offset() - shift < length)
                .flatMap(l -> Link.target(key, l.target()).map(t -> new Link(l.offset() - shift, t)).stream())
                .toList();
        String title = structured.title().isBlank() ? titleFromKey(source.id().key()) : structured.title().strip();
        if (sections.stream().noneMatch(s -> s.title().equals(title))) {
            sections.add(0, new Section(0, length, title, Section.Kind.TITLE));
        }
        String revision = source.revision() != null ? source.revision() : contentRevision(source.content());
        return new ParsedDocument(source.id(), revision, title, stripped, sections, code, charset, pages, links);
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
