package dev.lazygraph.embedded;

import dev.lazygraph.core.summary.CachedSummary;
import java.util.TreeMap;

/**
 * The stored form of a {@link CachedSummary} ({@link BinaryForm}). The test that round-trips every component of
 * the record fails when one is added and not written here.
 */
final class CachedSummaryCodec {
    private CachedSummaryCodec() {
    }

    static byte[] encode(CachedSummary summary) {
        return new BinaryForm.Writer().string(summary.collection()).string(summary.key()).string(summary.text())
                .pairs(summary.sources()).strings(summary.concepts()).number(summary.inputTokens())
                .number(summary.outputTokens()).bytes();
    }

    static CachedSummary decode(byte[] body) {
        if (!BinaryForm.holds(body)) {
            return RecordCodec.decode(body, CachedSummary.class);
        }
        BinaryForm.Reader in = new BinaryForm.Reader(body);
        return new CachedSummary(in.string(), in.string(), in.string(), new TreeMap<>(in.pairs()), in.strings(),
                in.integer(), in.integer());
    }
}
