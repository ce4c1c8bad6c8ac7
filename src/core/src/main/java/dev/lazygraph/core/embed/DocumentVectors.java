package dev.lazygraph.core.embed;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A document revision's passage vectors and the model that made them, packed into one binary value (a SQLite
 * blob, a DynamoDB binary attribute): per passage its chunk ordinal, offsets, scale and one byte per dimension.
 * About 400 bytes a passage of ~100 words for 384 dimensions.
 */
public record DocumentVectors(String model, List<PassageVector> passages) {
    public static final DocumentVectors NONE = new DocumentVectors("", List.of());
    private static final int FORMAT = 1;

    public DocumentVectors {
        passages = List.copyOf(passages);
    }

    public boolean isEmpty() {
        return passages.isEmpty();
    }

    public byte[] encode() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(FORMAT);
            out.writeUTF(model);
            out.writeInt(passages.size());
            int dimensions = passages.isEmpty() ? 0 : passages.get(0).vector().values().length;
            out.writeInt(dimensions);
            for (PassageVector p : passages) {
                if (p.vector().values().length != dimensions) {
                    throw new IllegalArgumentException("passage vectors of one document have one length");
                }
                out.writeInt(p.chunk());
                out.writeInt(p.start());
                out.writeInt(p.end());
                out.writeFloat(p.vector().scale());
                out.write(p.vector().values());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    public static DocumentVectors decode(byte[] body) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(body))) {
            int format = in.readByte();
            if (format != FORMAT) {
                throw new IllegalArgumentException("passage vectors in an unknown format: " + format);
            }
            String model = in.readUTF();
            int count = in.readInt();
            int dimensions = in.readInt();
            List<PassageVector> passages = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                int chunk = in.readInt();
                int start = in.readInt();
                int end = in.readInt();
                float scale = in.readFloat();
                byte[] values = new byte[dimensions];
                in.readFully(values);
                passages.add(new PassageVector(chunk, start, end, new Int8Vector(values, scale)));
            }
            return new DocumentVectors(model, passages);
        } catch (IOException e) {
            throw new UncheckedIOException("passage vectors cut short", e);
        }
    }
}
