package dev.lazygraph.core.events;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The {@code sequencer} of an S3 event notification: a hexadecimal string that orders events for the same
 * object key. AWS documents that sequencers of different lengths are compared after left-padding the shorter
 * one with zeros, so "FF" is older than "0100"; {@link #compareTo} does exactly that.
 */
public record Sequencer(String value) implements Comparable<Sequencer> {
    /** Longer than any sequencer S3 sends (they are 16-20 digits today); bounds stored key sizes. */
    public static final int MAX_DIGITS = 64;
    private static final Pattern HEX = Pattern.compile("[0-9A-F]+");
    /**
     * Older than every event: the position of a key no event was applied to. S3 sequencers are positive, so any
     * event for the key is newer.
     */
    public static final Sequencer NONE = new Sequencer("0");

    public Sequencer {
        if (value == null) {
            throw new IllegalArgumentException("S3 sequencer is missing");
        }
        value = value.toUpperCase(Locale.ROOT);
        if (!HEX.matcher(value).matches() || value.length() > MAX_DIGITS) {
            throw new IllegalArgumentException(
                    "S3 sequencer must be 1-" + MAX_DIGITS + " hexadecimal digits: '" + value + "'");
        }
    }

    public static Sequencer of(String value) {
        return new Sequencer(value);
    }

    /** Left-padded to {@link #MAX_DIGITS}: plain string order of padded values is event order. */
    public String padded() {
        return "0".repeat(MAX_DIGITS - value.length()) + value;
    }

    public boolean isNewerThan(Sequencer other) {
        return compareTo(other) > 0;
    }

    @Override
    public int compareTo(Sequencer other) {
        return padded().compareTo(other.padded());
    }
}
