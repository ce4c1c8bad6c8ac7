package dev.lazygraph.core.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObjectEventTest {

    @Test
    void decodesFormEncodedKeys() {
        assertEquals("reports/Q3 résumé final.txt", ObjectEvent.decodeKey("reports/Q3+r%C3%A9sum%C3%A9+final.txt"));
        assertEquals("notes/c++ build tips.txt", ObjectEvent.decodeKey("notes/c%2B%2B+build+tips.txt"));
        assertEquals("a/100%.txt", ObjectEvent.decodeKey("a/100%25.txt"));
    }

    @Test
    void keysThatAreNotValidTextOnceDecodedAreRefused() {
        for (String encoded : new String[] {"r%E9sum%E9.txt", "a%C3%28.txt", "a%2.txt", "a%G1.txt", "trailing%"}) {
            assertThrows(IllegalArgumentException.class, () -> ObjectEvent.decodeKey(encoded), encoded);
        }
        for (String encoded : new String[] {"a%0Ab.txt", "a%00.txt", "%1B%5B2Jclear.txt", "a%C2%85b.txt", "tab%09.txt",
                "raw\u0007bell.txt", "invoice%E2%80%AEtxt.exe"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> ObjectEvent.decodeKey(encoded), encoded);
            assertTrue(refused.getMessage().contains("control character"), refused.getMessage());
        }
        assertEquals("null", ObjectEvent.decodeKey("null"), "an object may be named null");
        assertEquals("emoji \uD83D\uDE00.txt", ObjectEvent.decodeKey("emoji+%F0%9F%98%80.txt"));
        assertEquals("raw résumé.txt", ObjectEvent.decodeKey("raw résumé.txt"), "unencoded text is kept");
    }

    @Test
    void aNullKeyIsNoKey() {
        ObjectNode event = SampleEvents.json("s3-put.json");
        ((ObjectNode) event.at("/Records/0/s3/object")).putNull("key");
        var record = SampleEvents.parse(event).records().get(0);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ObjectEvent.of(record)).getMessage()
                .contains("without an object key"));
    }

    @Test
    void readsTheSampleEvents() {
        ObjectEvent put = ObjectEvent.of(SampleEvents.parse(SampleEvents.json("s3-put.json")).records().get(0));
        assertEquals(ObjectEvent.Kind.CREATED, put.kind());
        assertEquals("lazygraph-documents", put.bucket());
        assertEquals("reports/Q3 résumé final.txt", put.key());
        assertEquals("3fed38ba62b8c4f0d79e3b5d2425becb", put.eTag());
        assertEquals(614L, put.size());
        assertEquals("Fh4bxqW1E3HdzT_LUHoC8r0wDzuGx3Qg", put.versionId());
        assertEquals(Sequencer.of("0062E99A88DC407460"), put.sequencer());

        ObjectEvent multipart = ObjectEvent.of(
                SampleEvents.parse(SampleEvents.json("s3-multipart.json")).records().get(0));
        assertEquals(ObjectEvent.Kind.CREATED, multipart.kind());
        assertTrue(multipart.eTag().endsWith("-1"));

        ObjectEvent delete = ObjectEvent.of(SampleEvents.parse(SampleEvents.json("s3-delete.json")).records().get(0));
        assertEquals(ObjectEvent.Kind.REMOVED, delete.kind());
        assertNull(delete.eTag());
        assertEquals("reports/Q3 résumé final.txt", delete.key());
        assertNull(delete.size());
        assertTrue(delete.sequencer().isNewerThan(put.sequencer()));

        List<ObjectEvent> batch = SampleEvents.parse(SampleEvents.json("s3-batch.json")).records().stream()
                .map(ObjectEvent::of).toList();
        assertEquals(List.of("notes/2024-05-02 architecture review.html", "notes/c++ build tips.txt",
                "images/diagram.png", "notes/obsolete.txt"), batch.stream().map(ObjectEvent::key).toList());
        assertEquals(ObjectEvent.Kind.REMOVED, batch.get(3).kind(), "ObjectRemoved:DeleteMarkerCreated");
    }

    @Test
    void refusesRecordsWithoutSequencerOrWithAMalformedOne() {
        ObjectNode event = SampleEvents.json("s3-put.json");
        ((ObjectNode) event.at("/Records/0/s3/object")).remove("sequencer");
        var missing = SampleEvents.parse(event).records().get(0);
        assertThrows(IllegalArgumentException.class, () -> ObjectEvent.of(missing));

        var malformed = SampleEvents.parse(SampleEvents.variant("s3-put.json", "a.txt", "not-hex", null))
                .records().get(0);
        assertThrows(IllegalArgumentException.class, () -> ObjectEvent.of(malformed));
    }

    @Test
    void otherEventTypesNeedNoSequencer() {
        ObjectNode event = SampleEvents.json("s3-put.json");
        ((ObjectNode) event.at("/Records/0")).put("eventName", "ObjectRestore:Completed");
        ((ObjectNode) event.at("/Records/0/s3/object")).remove("sequencer");
        assertEquals(ObjectEvent.Kind.OTHER, ObjectEvent.of(SampleEvents.parse(event).records().get(0)).kind());
    }
}
