package dev.lazygraph.embedded;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The form the embedded store keeps its records in (chunks, documents, cached summaries and verdicts): a version
 * byte, then the record's fields in a fixed order, numbers as variable-length integers and strings as their UTF-8
 * bytes after their length. Not JSON ({@link RecordCodec}), because a CLI command reads them in a fresh JVM, where
 * Jackson's parser and record binding run interpreted for most of the command's life: a question reads hundreds
 * of chunks, and parsing a chunk's JSON took about a millisecond there, this form a tenth of that; creating the
 * mapper alone took a tenth of a second. A body whose first byte is not {@link #VERSION} was written as JSON
 * before, and is read as JSON. Each record's codec has a test that fails when the record gains a component.
 */
final class BinaryForm {
    /** The first byte of this form; a JSON body starts with <code>{</code>. */
    static final byte VERSION = 1;

    private BinaryForm() {
    }

    /** Whether {@code body} is in this form (otherwise it is JSON). */
    static boolean holds(byte[] body) {
        return body.length > 0 && body[0] == VERSION;
    }

    /** Writes a body in this form. */
    static final class Writer {
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(4096);

        Writer() {
            buffer.write(VERSION);
        }

        Writer number(long value) {
            if (value < 0) {
                throw new IllegalArgumentException("a stored record holds no negative number: " + value);
            }
            long rest = value;
            while (rest >= 0x80) {
                buffer.write((int) (rest & 0x7f) | 0x80);
                rest >>>= 7;
            }
            buffer.write((int) rest);
            return this;
        }

        Writer string(String value) {
            byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
            number(bytes.length);
            buffer.writeBytes(bytes);
            return this;
        }

        Writer strings(Collection<String> values) {
            number(values.size());
            values.forEach(this::string);
            return this;
        }

        Writer pairs(Map<String, String> pairs) {
            number(pairs.size());
            pairs.forEach((key, value) -> string(key).string(value));
            return this;
        }

        Writer counts(Map<String, Integer> counts) {
            number(counts.size());
            counts.forEach((name, count) -> string(name).number(count));
            return this;
        }

        byte[] bytes() {
            return buffer.toByteArray();
        }
    }

    /** Reads a body in this form, field after field. */
    static final class Reader {
        private final byte[] body;
        private int at = 1;

        Reader(byte[] body) {
            this.body = body;
        }

        long number() {
            long value = 0;
            for (int shift = 0; ; shift += 7) {
                byte b = body[at++];
                value |= (long) (b & 0x7f) << shift;
                if (b >= 0) {
                    return value;
                }
            }
        }

        int integer() {
            return Math.toIntExact(number());
        }

        String string() {
            int length = integer();
            String value = new String(body, at, length, StandardCharsets.UTF_8);
            at += length;
            return value;
        }

        List<String> strings() {
            int size = integer();
            List<String> values = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                values.add(string());
            }
            return values;
        }

        /** Pairs in the order written (a sorted map's stays sorted). */
        Map<String, String> pairs() {
            int size = integer();
            Map<String, String> pairs = new LinkedHashMap<>(size * 2);
            for (int i = 0; i < size; i++) {
                pairs.put(string(), string());
            }
            return pairs;
        }

        Map<String, Integer> counts() {
            int size = integer();
            Map<String, Integer> counts = new HashMap<>(size * 2);
            for (int i = 0; i < size; i++) {
                counts.put(string(), integer());
            }
            return counts;
        }
    }
}
