package dev.lazygraph.core.document;

import java.time.Duration;

/**
 * Bounds on reading one document through a {@link DocumentExtractor}, beyond its size in bytes: a small file
 * can still unpack into gigabytes of text (a zip bomb) or keep a parser busy forever.
 *
 * @param maxCharacters characters of text a document may yield; more is refused (TOO_LARGE)
 * @param timeLimit     time one document may take to read; longer is refused (OVER_LIMIT)
 */
public record ExtractionLimits(long maxCharacters, Duration timeLimit) {
    public static final long DEFAULT_MAX_CHARACTERS = 10_000_000;
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(120);

    public ExtractionLimits {
        if (maxCharacters <= 0) {
            throw new IllegalArgumentException("maxCharacters must be positive: " + maxCharacters);
        }
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("timeLimit must be positive: " + timeLimit);
        }
    }

    public static ExtractionLimits defaults() {
        return new ExtractionLimits(DEFAULT_MAX_CHARACTERS, DEFAULT_TIME_LIMIT);
    }
}
