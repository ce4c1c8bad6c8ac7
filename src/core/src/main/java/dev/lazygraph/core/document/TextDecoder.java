package dev.lazygraph.core.document;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.mozilla.universalchardet.UniversalDetector;

/**
 * Turns raw bytes into text: byte-order mark, then strict UTF-8, then juniversalchardet's guess, then
 * Windows-1252 (which decodes any byte and is the most common legacy charset of Western text). Content that
 * is not text at all is refused as binary instead of being indexed as noise.
 */
final class TextDecoder {
    /** Share of characters that may be control or undecodable before the content counts as binary. */
    private static final double MAX_SUSPICIOUS_SHARE = 0.05;
    /** A short note with a few stray control characters is still text. */
    private static final int MIN_SUSPICIOUS_FOR_BINARY = 8;
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    record Decoded(String text, String charset) {
    }

    private TextDecoder() {
    }

    static Decoded decode(byte[] bytes) {
        Optional<Decoded> withBom = decodeWithBom(bytes);
        if (withBom.isPresent()) {
            return requireText(withBom.get());
        }
        if (containsNul(bytes)) {
            throw binary("it contains NUL bytes");
        }
        Optional<String> utf8 = strictDecode(bytes, 0, StandardCharsets.UTF_8);
        if (utf8.isPresent()) {
            return requireText(new Decoded(utf8.get(), StandardCharsets.UTF_8.name()));
        }
        Optional<Charset> detected = detect(bytes);
        if (detected.isPresent()) {
            Optional<String> text = strictDecode(bytes, 0, detected.get());
            if (text.isPresent()) {
                return requireText(new Decoded(text.get(), detected.get().name()));
            }
        }
        return requireText(new Decoded(new String(bytes, WINDOWS_1252), WINDOWS_1252.name()));
    }

    private static Optional<Decoded> decodeWithBom(byte[] b) {
        if (b.length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF) {
            return Optional.of(strictWithBom(b, 3, StandardCharsets.UTF_8));
        }
        if (b.length >= 2 && (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE) {
            return Optional.of(strictWithBom(b, 2, StandardCharsets.UTF_16LE));
        }
        if (b.length >= 2 && (b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF) {
            return Optional.of(strictWithBom(b, 2, StandardCharsets.UTF_16BE));
        }
        return Optional.empty();
    }

    private static Decoded strictWithBom(byte[] bytes, int offset, Charset charset) {
        String text = strictDecode(bytes, offset, charset)
                .orElseThrow(() -> binary("it starts with a " + charset.name() + " byte-order mark but is not valid "
                        + charset.name()));
        return new Decoded(text, charset.name());
    }

    private static Optional<String> strictDecode(byte[] bytes, int offset, Charset charset) {
        CharsetDecoder decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes, offset, bytes.length - offset));
            return Optional.of(chars.toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    private static Optional<Charset> detect(byte[] bytes) {
        UniversalDetector detector = new UniversalDetector();
        detector.handleData(bytes, 0, bytes.length);
        detector.dataEnd();
        String name = detector.getDetectedCharset();
        if (name == null) {
            return Optional.empty();
        }
        try {
            return Charset.isSupported(name) ? Optional.of(Charset.forName(name)) : Optional.empty();
        } catch (IllegalCharsetNameException e) {
            return Optional.empty();
        }
    }

    private static boolean containsNul(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return true;
            }
        }
        return false;
    }

    /** Refuses text whose characters are largely control characters or replacement characters. */
    private static Decoded requireText(Decoded decoded) {
        String text = decoded.text();
        int suspicious = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\uFFFD' || (Character.isISOControl(c) && !TextCleaner.isLayoutControl(c))) {
                suspicious++;
            }
        }
        if (suspicious >= MIN_SUSPICIOUS_FOR_BINARY && suspicious > text.length() * MAX_SUSPICIOUS_SHARE) {
            throw binary(suspicious + " of its " + text.length() + " characters are control or undecodable characters");
        }
        return decoded;
    }

    private static RejectedDocumentException binary(String why) {
        return new RejectedDocumentException(RejectedDocumentException.Reason.BINARY,
                "binary content, not text: " + why);
    }
}
