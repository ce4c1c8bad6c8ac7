package dev.lazygraph.api;

import static dev.lazygraph.api.Corpus.BAKERY;
import static dev.lazygraph.api.Corpus.ORCHARD;
import static dev.lazygraph.api.Corpus.ask;
import static dev.lazygraph.api.Corpus.citedKeys;
import static dev.lazygraph.api.Corpus.put;
import static dev.lazygraph.api.SecuredApi.as;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The same API with lazygraph.store=dynamodb, on dynalite through the Quarkiverse DynamoDB client (in the profile of
 * {@link HiddenDocumentsDynamoDbApiTest}, so as the owner, who reads every document; extractive answers).
 */
@QuarkusTest
@TestProfile(SecuredApi.OnDynalite.class)
class DynamoDbStoreTest extends ExtractiveAnswers {

    @Test
    void ingestQueryAndDeleteWorkOnDynamoDb() {
        put(() -> as("owner"), "dyn", "orchard.md", ORCHARD).statusCode(201);
        put(() -> as("owner"), "dyn", "bakery.md", BAKERY).statusCode(201);
        put(() -> as("owner"), "dyn-other", "orchard.md", ORCHARD).statusCode(201);

        List<String> cited = citedKeys(ask(() -> as("owner"), "dyn", "Who founded the Blue Fern Orchard?"));
        assertTrue(cited.contains("orchard.md"), "cited: " + cited);

        as("owner").queryParam("collection", "dyn").delete("/documents/orchard.md").then().statusCode(204);
        List<String> after = citedKeys(ask(() -> as("owner"), "dyn", "Who founded the Blue Fern Orchard?"));
        assertFalse(after.contains("orchard.md"), "cited after delete: " + after);
        as("owner").queryParam("collection", "dyn-other").get("/documents").then()
                .body("documents.key", hasItem("orchard.md"));
        given().get("/q/health/ready").then().statusCode(200).body("checks[0].data.kind", equalTo("dynamodb"));
    }
}
