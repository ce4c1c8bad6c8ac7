package dev.lazygraph.embedded;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;
import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.ArrayList;
import java.util.List;

/**
 * The stored form of an {@link IndexedChunk} ({@link BinaryForm}): a question reads hundreds of chunks. The test that
 * round-trips every component of the chunk records fails when one is added and not written here.
 */
final class IndexedChunkCodec {
    private IndexedChunkCodec() {
    }

    static byte[] encode(IndexedChunk indexed) {
        BinaryForm.Writer out = new BinaryForm.Writer();
        Chunk chunk = indexed.chunk();
        out.string(chunk.id()).string(chunk.document().collection()).string(chunk.document().key())
                .string(chunk.revision()).number(chunk.ordinal()).number(chunk.start()).number(chunk.end())
                .string(chunk.text());
        out.number(chunk.pages().first()).number(chunk.pages().breaks().size());
        chunk.pages().breaks().forEach(out::number);
        out.number(chunk.sections().size());
        for (Section section : chunk.sections()) {
            out.number(section.start()).number(section.end()).string(section.title()).number(section.kind().ordinal());
        }
        out.number(chunk.code().size());
        for (CodeBlock block : chunk.code()) {
            out.number(block.start()).number(block.end());
        }
        return out.number(indexed.length()).counts(indexed.termFrequencies()).counts(indexed.conceptCounts()).bytes();
    }

    static IndexedChunk decode(byte[] body) {
        if (!BinaryForm.holds(body)) {
            return RecordCodec.decode(body, IndexedChunk.class);
        }
        BinaryForm.Reader in = new BinaryForm.Reader(body);
        String id = in.string();
        DocumentId document = new DocumentId(in.string(), in.string());
        String revision = in.string();
        int ordinal = in.integer();
        int start = in.integer();
        int end = in.integer();
        String text = in.string();
        int firstPage = in.integer();
        List<Integer> breaks = new ArrayList<>();
        for (int i = in.integer(); i > 0; i--) {
            breaks.add(in.integer());
        }
        List<Section> sections = new ArrayList<>();
        for (int i = in.integer(); i > 0; i--) {
            sections.add(new Section(in.integer(), in.integer(), in.string(), Section.Kind.values()[in.integer()]));
        }
        List<CodeBlock> code = new ArrayList<>();
        for (int i = in.integer(); i > 0; i--) {
            code.add(new CodeBlock(in.integer(), in.integer()));
        }
        Chunk chunk = new Chunk(id, document, revision, ordinal, start, end, text, new ChunkPages(firstPage, breaks),
                sections, code);
        return new IndexedChunk(chunk, in.integer(), in.counts(), in.counts());
    }
}
