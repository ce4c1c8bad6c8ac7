package dev.lazygraph.embedded;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.DocumentRecord;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The stored form of a {@link DocumentRecord} ({@link BinaryForm}): a question about a whole collection reads the
 * record of every document. The test that round-trips every component of the record fails when one is added and
 * not written here.
 */
final class DocumentRecordCodec {
    private DocumentRecordCodec() {
    }

    static byte[] encode(DocumentRecord record) {
        BinaryForm.Writer out = new BinaryForm.Writer();
        out.string(record.id().collection()).string(record.id().key()).string(record.revision()).string(record.title())
                .number(record.chunks()).number(record.words());
        return out.strings(record.metadata().groups()).pairs(record.metadata().tags()).bytes();
    }

    static DocumentRecord decode(byte[] body) {
        if (!BinaryForm.holds(body)) {
            return RecordCodec.decode(body, DocumentRecord.class);
        }
        BinaryForm.Reader in = new BinaryForm.Reader(body);
        DocumentId id = new DocumentId(in.string(), in.string());
        String revision = in.string();
        String title = in.string();
        int chunks = in.integer();
        long words = in.number();
        return new DocumentRecord(id, revision, title, chunks, words,
                new DocumentMetadata(new TreeSet<>(in.strings()), new TreeMap<>(in.pairs())));
    }
}
