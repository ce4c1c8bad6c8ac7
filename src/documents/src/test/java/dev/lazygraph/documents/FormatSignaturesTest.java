package dev.lazygraph.documents;

import static dev.lazygraph.documents.testing.BinaryDocuments.REPORT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.documents.testing.BinaryDocuments;
import dev.lazygraph.documents.testing.BinaryDocuments.PageBreaks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.tika.detect.Detector;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaType;
import org.junit.jupiter.api.Test;

/** The signature check lets through everything Tika's detector calls a format read here, and nothing plainer. */
class FormatSignaturesTest {
    private static final Detector TIKA = TikaParsers.detector();
    private static final String[][] ROWS = {{"Product", "Price"}, {"SeaGlass camera", "4900"}};

    @Test
    void everyFormatReadAndAnEncryptedOfficeFileIsACandidate() {
        Map<String, byte[]> documents = new LinkedHashMap<>();
        documents.put("pdf", BinaryDocuments.pdf(REPORT));
        documents.put("docx", BinaryDocuments.docx(REPORT, PageBreaks.HARD));
        documents.put("encrypted docx", BinaryDocuments.encryptedDocx(BinaryDocuments.docx(REPORT, PageBreaks.HARD)));
        documents.put("pptx", BinaryDocuments.pptx(REPORT));
        documents.put("xlsx", BinaryDocuments.xlsx("Prices", ROWS));
        documents.put("odt", BinaryDocuments.odt(REPORT));
        documents.put("odp", BinaryDocuments.odp(REPORT));
        documents.put("ods", BinaryDocuments.ods("Prices", ROWS));
        documents.put("epub", BinaryDocuments.epub("Report", REPORT));
        documents.put("rtf", BinaryDocuments.rtf(REPORT));
        documents.put("pdf after a byte-order mark", concat(new byte[]{(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                BinaryDocuments.pdf(REPORT)));
        documents.forEach((name, content) -> {
            assertTrue(readByTika(content) || detect(content).equals(Format.ENCRYPTED_OFFICE),
                    name + " is read through Tika (or refused as encrypted): " + detect(content));
            assertTrue(FormatSignatures.mayBeReadByTika(content), name);
        });
    }

    @Test
    void textMarkdownAndHtmlAreNotAndTikaAgrees() throws IOException {
        Map<String, byte[]> documents = new LinkedHashMap<>();
        try (Stream<Path> samples = Files.walk(samplesFolder())) {
            samples.filter(Files::isRegularFile).forEach(file -> documents.put(file.toString(), read(file)));
        }
        assertFalse(documents.isEmpty());
        documents.put("markdown", "# Notes\n\nThe *SeaGlass* camera.\n".getBytes(StandardCharsets.UTF_8));
        documents.put("utf-16 text", "Kestrel Optics, Aberdeen".getBytes(StandardCharsets.UTF_16));
        documents.put("a PDF header far into a text", ("x".repeat(600) + "%PDF-1.7 is a version").getBytes(
                StandardCharsets.US_ASCII));
        documents.put("binary", new byte[]{0, 1, 2, 3, (byte) 0xFF, 0x7F, 0x10});
        documents.forEach((name, content) -> {
            assertFalse(FormatSignatures.mayBeReadByTika(content), name);
            assertFalse(readByTika(content), name + " is not read through Tika either: " + detect(content));
        });
    }

    @Test
    void aLatePdfHeaderThatTikaWouldTakeForAPdfIsACandidate() {
        byte[] late = concat("\r\n \n".getBytes(StandardCharsets.US_ASCII),
                BinaryDocuments.pdf(REPORT));
        assertEquals(Optional.of(Format.PDF), Format.of(detect(late)), "Tika finds the header after a few blank bytes");
        assertTrue(FormatSignatures.mayBeReadByTika(late));
    }

    private static boolean readByTika(byte[] content) {
        return Format.of(detect(content)).isPresent();
    }

    private static MediaType detect(byte[] content) {
        try (TikaInputStream stream = TikaInputStream.get(content)) {
            return TIKA.detect(stream, new Metadata()).getBaseType();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path samplesFolder() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("samples"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("no samples/ folder above " + Path.of("").toAbsolutePath());
        }
        return dir.resolve("samples");
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = new byte[first.length + second.length];
        System.arraycopy(first, 0, both, 0, first.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
