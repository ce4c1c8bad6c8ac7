package dev.lazygraph.core.document;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class BoundedReadTest {

    @Test
    void aSourceWithinTheLimitIsReadWhole() throws IOException {
        byte[] content = "0123456789".getBytes(StandardCharsets.US_ASCII);
        assertArrayEquals(content, BoundedRead.readAtMost(new ByteArrayInputStream(content), 10));
    }

    @Test
    void anEndlessSourceIsRefusedAfterLimitPlusOneBytes() {
        CountingEndlessStream endless = new CountingEndlessStream();
        RejectedDocumentException error = assertThrows(RejectedDocumentException.class,
                () -> BoundedRead.readAtMost(endless, 1_000));
        assertEquals(Reason.TOO_LARGE, error.reason());
        assertTrue(error.getMessage().contains("1,000 bytes"), error.getMessage());
        assertEquals(1_001, endless.served, "never reads past the limit");
    }

    /** A pipe that is never closed: it serves bytes for as long as it is read. */
    private static final class CountingEndlessStream extends InputStream {
        long served;

        @Override
        public int read() {
            served++;
            return 'x';
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            Arrays.fill(buffer, offset, offset + length, (byte) 'x');
            served += length;
            return length;
        }
    }
}
