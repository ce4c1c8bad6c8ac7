package dev.lazygraph.api;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** {@link HiddenDocumentsApiTest} with lazygraph.store=dynamodb, on a fresh dynalite table. */
@QuarkusTest
@TestProfile(SecuredApi.OnDynalite.class)
class HiddenDocumentsDynamoDbApiTest extends HiddenDocumentsApiTest {
}
