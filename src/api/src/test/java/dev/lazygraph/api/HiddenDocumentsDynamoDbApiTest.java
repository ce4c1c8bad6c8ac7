package dev.lazygraph.api;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.List;

/** {@link HiddenDocumentsApiTest} with lazygraph.store=dynamodb, on a fresh dynalite table. */
@QuarkusTest
@TestProfile(HiddenDocumentsDynamoDbApiTest.CallersOnDynalite.class)
class HiddenDocumentsDynamoDbApiTest extends HiddenDocumentsApiTest {

    public static class CallersOnDynalite extends PermissionsApiTest.Callers {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(FakeLlm.class), new TestResourceEntry(DynaliteTable.class));
        }
    }
}
