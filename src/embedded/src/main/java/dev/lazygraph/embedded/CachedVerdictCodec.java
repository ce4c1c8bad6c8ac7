package dev.lazygraph.embedded;

import dev.lazygraph.core.query.relevance.CachedVerdict;

/**
 * The stored form of a {@link CachedVerdict} ({@link BinaryForm}). The test that round-trips every component of
 * the record fails when one is added and not written here.
 */
final class CachedVerdictCodec {
    private CachedVerdictCodec() {
    }

    static byte[] encode(CachedVerdict verdict) {
        return new BinaryForm.Writer().string(verdict.collection()).string(verdict.questionKey())
                .string(verdict.chunkId()).string(verdict.documentKey()).string(verdict.revision())
                .number(verdict.relevant() ? 1 : 0).number(verdict.tokens()).bytes();
    }

    static CachedVerdict decode(byte[] body) {
        if (!BinaryForm.holds(body)) {
            return RecordCodec.decode(body, CachedVerdict.class);
        }
        BinaryForm.Reader in = new BinaryForm.Reader(body);
        return new CachedVerdict(in.string(), in.string(), in.string(), in.string(), in.string(), in.integer() == 1,
                in.integer());
    }
}
