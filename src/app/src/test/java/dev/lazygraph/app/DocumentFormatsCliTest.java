package dev.lazygraph.app;

import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER;
import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER_PAGE;
import static dev.lazygraph.documents.testing.BinaryDocuments.QUESTION;
import static dev.lazygraph.documents.testing.BinaryDocuments.REPORT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.documents.testing.BinaryDocuments;
import dev.lazygraph.documents.testing.BinaryDocuments.PageBreaks;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ingest} of a folder of PDF and Word files, and {@code ask} citing the page the answer sits on. */
@QuarkusMainTest
class DocumentFormatsCliTest {

    @TempDir
    Path data;

    @TempDir
    Path folder;

    @Test
    void aPdfAndADocxAnswerCitingThePageOfTheAnswer(QuarkusMainLauncher launcher) throws IOException {
        Files.write(folder.resolve("review.pdf"), BinaryDocuments.pdf(REPORT));
        Files.write(folder.resolve("scanned.pdf"), BinaryDocuments.scannedPdf(2));
        Files.write(folder.resolve("locked.pdf"), BinaryDocuments.encryptedPdf(REPORT));
        LaunchResult ingest = cli(launcher, "pdf", "ingest", folder.toString());
        assertEquals(0, ingest.exitCode(), ingest.getErrorOutput());
        assertTrue(ingest.getOutput().contains("ingested 1 new"), ingest.getOutput());
        assertTrue(ingest.getOutput().contains("skipped scanned.pdf: no text: a scanned image? OCR is not done"),
                ingest.getOutput());
        assertTrue(ingest.getOutput().contains("skipped locked.pdf: encrypted"), ingest.getOutput());

        LaunchResult ask = cli(launcher, "pdf", "ask", QUESTION);
        assertEquals(0, ask.exitCode(), ask.getErrorOutput());
        assertTrue(ask.getOutput().contains(ANSWER), ask.getOutput());
        assertTrue(ask.getOutput().contains("[1] review.pdf  page " + ANSWER_PAGE + "  \"Driftline recall\""),
                ask.getOutput());

        // Named .bin, it is still a Word document: the content decides.
        Path word = Files.createDirectories(folder.resolve("word"));
        Files.write(word.resolve("review.bin"), BinaryDocuments.docx(REPORT, PageBreaks.RENDERED));
        assertEquals(0, cli(launcher, "docx", "ingest", word.toString()).exitCode());
        LaunchResult json = cli(launcher, "docx", "ask", "--json", QUESTION);
        assertEquals(0, json.exitCode(), json.getErrorOutput());
        JsonNode first = new ObjectMapper().readTree(json.getOutput()).path("citations").path(0);
        assertEquals("review.bin", first.path("documentKey").asText(), json.getOutput());
        assertEquals(ANSWER_PAGE, first.path("page").asInt(), json.getOutput());
    }

    private LaunchResult cli(QuarkusMainLauncher launcher, String collection, String... args) {
        return CliLine.launch(launcher, data, collection, args);
    }
}
