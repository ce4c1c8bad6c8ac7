package dev.lazygraph.core.embed;

/**
 * A unit vector quantized to one signed byte per dimension with one scale (the largest magnitude / 127): a
 * quarter of a float vector's bytes, which is what a DynamoDB item and a SQLite row keep, and a dot product
 * within about 1% of the float one, far below the gaps a ranking turns on.
 */
public record Int8Vector(byte[] values, float scale) {
    public static Int8Vector of(float[] vector) {
        float largest = 0;
        for (float v : vector) {
            largest = Math.max(largest, Math.abs(v));
        }
        float scale = largest == 0 ? 1 : largest / 127f;
        byte[] values = new byte[vector.length];
        for (int i = 0; i < vector.length; i++) {
            values[i] = (byte) Math.round(vector[i] / scale);
        }
        return new Int8Vector(values, scale);
    }

    /** The dot product with a float vector (a question's, kept unquantized). */
    public double dot(float[] other) {
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            sum += values[i] * other[i];
        }
        return sum * scale;
    }
}
