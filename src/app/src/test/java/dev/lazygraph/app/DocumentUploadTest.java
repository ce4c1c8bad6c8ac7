package dev.lazygraph.app;

import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER_PAGE;
import static dev.lazygraph.documents.testing.BinaryDocuments.QUESTION;
import static dev.lazygraph.documents.testing.BinaryDocuments.REPORT;
import static dev.lazygraph.app.MemoryStoreWithToken.withToken;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

import dev.lazygraph.documents.testing.BinaryDocuments;
import dev.lazygraph.documents.testing.BinaryDocuments.PageBreaks;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The local server's binary upload: a PDF and a DOCX sent as they are, answered citing page 3. */
@QuarkusTest
@TestProfile(MemoryStoreWithToken.class)
class DocumentUploadTest {

    @Test
    void anUploadedPdfAndDocxAreCitedByPage() {
        upload("pdf", "reports/review.pdf", BinaryDocuments.pdf(REPORT)).statusCode(201)
                .body("status", equalTo("CREATED"));
        String chunkId = withToken().contentType(ContentType.JSON)
                .body(Map.of("question", QUESTION, "collection", "pdf")).post("/query").then().statusCode(200)
                .body("citations[0].documentKey", equalTo("reports/review.pdf"))
                .body("citations[0].page", equalTo(ANSWER_PAGE))
                .body("citations[0].section", equalTo("Driftline recall"))
                .extract().path("citations[0].chunkId");
        withToken().queryParam("collection", "pdf").urlEncodingEnabled(false)
                .get("/chunks/" + URLEncoder.encode(chunkId, StandardCharsets.UTF_8))
                .then().statusCode(200).body("page", notNullValue())
                .body("text", containsString("180 Driftline"));

        upload("docx", "review.docx", BinaryDocuments.docx(REPORT, PageBreaks.HARD)).statusCode(201);
        withToken().contentType(ContentType.JSON).body(Map.of("question", QUESTION, "collection", "docx"))
                .post("/query").then().statusCode(200)
                .body("citations[0].page", equalTo(ANSWER_PAGE));
    }

    @Test
    void aRefusedUploadIsAProblemWithItsReasonAndStoresNothing() {
        upload("refused", "locked.pdf", BinaryDocuments.encryptedPdf(REPORT)).statusCode(422)
                .contentType("application/problem+json").body("detail", containsString("encrypted"));
        upload("refused", "scan.pdf", BinaryDocuments.scannedPdf(1)).statusCode(422)
                .body("detail", containsString("OCR is not done"));
        withToken().contentType(ContentType.BINARY).body(new byte[] {1}).post("/documents").then().statusCode(400)
                .contentType("application/problem+json").body("detail", containsString("'key'"));
        withToken().queryParam("collection", "refused").get("/documents").then().statusCode(200)
                .body("key", not(hasItem("locked.pdf")));
    }

    private static ValidatableResponse upload(String collection, String key, byte[] content) {
        return withToken().contentType(ContentType.BINARY).queryParam("key", key).queryParam("collection", collection)
                .body(content).post("/documents").then();
    }
}
