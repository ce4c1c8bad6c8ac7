package dev.lazygraph.embedded;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;
import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.graph.IndexedChunk;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The stored form of an {@link IndexedChunk}: a version byte, then its fields in a fixed order, numbers as
 * variable-length integers and strings as their UTF-8 bytes after their length. Every other record is stored as
 * JSON ({@link RecordCodec}); chunks are not, because a question reads hundreds of them, and a CLI command reads
 * them in a fresh JVM, where parsing their JSON took about a millisecond a chunk (Jackson's parser and record
 * binding run interpreted for most of a command's life) and this form a tenth of that. Rows written as JSON
 * before (their first byte is <code>{</code>) are read as JSON. The test that round-trips every component of
 * the chunk records fails when one is added and not written here.
 */
final class IndexedChunkCodec {
    /** The first byte of this form; a JSON body starts with <code>{</code>. */
    private static final byte VERSION = 1;

    private IndexedChunkCodec() {
    }

    static byte[] encode(IndexedChunk indexed) {
        Writer out = new Writer();
        out.buffer.write(VERSION);
        Chunk chunk = indexed.chunk();
        out.string(chunk.id());
        out.string(chunk.document().collection());
        out.string(chunk.document().key());
        out.string(chunk.revision());
        out.number(chunk.ordinal());
        out.number(chunk.start());
        out.number(chunk.end());
        out.string(chunk.text());
        out.number(chunk.pages().first());
        out.number(chunk.pages().breaks().size());
        chunk.pages().breaks().forEach(out::number);
        out.number(chunk.sections().size());
        for (Section section : chunk.sections()) {
            out.number(section.start());
            out.number(section.end());
            out.string(section.title());
            out.number(section.kind().ordinal());
        }
        out.number(chunk.code().size());
        for (CodeBlock block : chunk.code()) {
            out.number(block.start());
            out.number(block.end());
        }
        out.number(indexed.length());
        out.counts(indexed.termFrequencies());
        out.counts(indexed.conceptCounts());
        return out.buffer.toByteArray();
    }

    static IndexedChunk decode(byte[] body) {
        if (body.length == 0 || body[0] != VERSION) {
            return RecordCodec.decode(body, IndexedChunk.class);
        }
        Reader in = new Reader(body);
        String id = in.string();
        DocumentId document = new DocumentId(in.string(), in.string());
        String revision = in.string();
        int ordinal = in.number();
        int start = in.number();
        int end = in.number();
        String text = in.string();
        int firstPage = in.number();
        List<Integer> breaks = new ArrayList<>();
        for (int i = in.number(); i > 0; i--) {
            breaks.add(in.number());
        }
        List<Section> sections = new ArrayList<>();
        for (int i = in.number(); i > 0; i--) {
            sections.add(new Section(in.number(), in.number(), in.string(), Section.Kind.values()[in.number()]));
        }
        List<CodeBlock> code = new ArrayList<>();
        for (int i = in.number(); i > 0; i--) {
            code.add(new CodeBlock(in.number(), in.number()));
        }
        Chunk chunk = new Chunk(id, document, revision, ordinal, start, end, text, new ChunkPages(firstPage, breaks),
                sections, code);
        return new IndexedChunk(chunk, in.number(), in.counts(), in.counts());
    }

    private static final class Writer {
        final ByteArrayOutputStream buffer = new ByteArrayOutputStream(4096);

        void number(int value) {
            if (value < 0) {
                throw new IllegalArgumentException("a stored chunk holds no negative number: " + value);
            }
            int rest = value;
            while (rest >= 0x80) {
                buffer.write(rest & 0x7f | 0x80);
                rest >>>= 7;
            }
            buffer.write(rest);
        }

        void string(String value) {
            byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
            number(bytes.length);
            buffer.writeBytes(bytes);
        }

        void counts(Map<String, Integer> counts) {
            number(counts.size());
            counts.forEach((name, count) -> {
                string(name);
                number(count);
            });
        }
    }

    private static final class Reader {
        private final byte[] body;
        private int at = 1;

        Reader(byte[] body) {
            this.body = body;
        }

        int number() {
            int value = 0;
            for (int shift = 0; ; shift += 7) {
                byte b = body[at++];
                value |= (b & 0x7f) << shift;
                if (b >= 0) {
                    return value;
                }
            }
        }

        String string() {
            int length = number();
            String value = new String(body, at, length, StandardCharsets.UTF_8);
            at += length;
            return value;
        }

        Map<String, Integer> counts() {
            int size = number();
            Map<String, Integer> counts = new HashMap<>(size * 2);
            for (int i = 0; i < size; i++) {
                counts.put(string(), number());
            }
            return counts;
        }
    }
}
