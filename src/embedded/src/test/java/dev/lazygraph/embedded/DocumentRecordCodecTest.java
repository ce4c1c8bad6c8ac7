package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.DocumentRecord;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DocumentRecordCodecTest {
    private static final DocumentRecord RECORD = new DocumentRecord(new DocumentId("manuals", "guide/Zürich ✓.pdf"),
            "9f3a", "Guide — 🛟 buoys", 1_000_000, 5_000_000_000L,
            DocumentMetadata.of(List.of("ops", "émigrés"), Map.of("team", "ops", "lang", "nb-NO")));

    @Test
    void aRecordReadsBackEqualWithItsGroupsAndTags() {
        assertEquals(RECORD, DocumentRecordCodec.decode(DocumentRecordCodec.encode(RECORD)));
        DocumentRecord plain = new DocumentRecord(new DocumentId("c", "k"), "r", "", 0, 0);
        assertEquals(plain, DocumentRecordCodec.decode(DocumentRecordCodec.encode(plain)));
    }

    @Test
    void aRecordStoredAsJsonBeforeReadsBackEqual() {
        assertEquals(RECORD, DocumentRecordCodec.decode(JsonBodies.of(RECORD)));
    }

    /** Fails when a record gains a component: the codec writes each of them by name and must write the new one. */
    @Test
    void theCodecWritesEveryComponentOfTheRecord() {
        assertEquals(List.of("id", "revision", "title", "chunks", "words", "metadata"), components(DocumentRecord.class));
        assertEquals(List.of("groups", "tags"), components(DocumentMetadata.class));
        assertEquals(List.of("collection", "key"), components(DocumentId.class));
    }

    private static List<String> components(Class<? extends Record> type) {
        return Arrays.stream(type.getRecordComponents()).map(c -> c.getName()).toList();
    }
}
