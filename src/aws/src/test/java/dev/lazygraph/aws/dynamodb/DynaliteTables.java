package dev.lazygraph.aws.dynamodb;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * A test class's dynalite: one client for the class, and fresh tables, extra clients and stores on demand, each
 * released when the scope that asked for it ends: the test, or the class when asked for in {@code @BeforeAll}.
 * Released last-in first-out, so a store closes before its table is dropped. Register it on a static field:
 * <pre>{@code @RegisterExtension static final DynaliteTables dynalite = new DynaliteTables();}</pre>
 * (JUnit runs its class callbacks around the class's own {@code @BeforeAll}/{@code @AfterAll} methods and its
 * test callbacks around {@code @BeforeEach}/{@code @AfterEach}.)
 */
public final class DynaliteTables implements BeforeAllCallback, BeforeEachCallback, AfterEachCallback,
        AfterAllCallback {
    private final Deque<AutoCloseable> classScope = new ArrayDeque<>();
    private final Deque<AutoCloseable> testScope = new ArrayDeque<>();
    private DynamoDbClient client;
    private boolean inTest;

    @Override
    public void beforeAll(ExtensionContext context) {
        client = Dynalite.client();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        inTest = true;
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        inTest = false;
        release(testScope);
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        try {
            release(classScope);
        } finally {
            client.close();
        }
    }

    /** The class's client on dynalite. */
    public DynamoDbClient client() {
        return client;
    }

    /** A fresh table (its name unique to this call), dropped when the current scope ends. */
    public String createTable(String purpose) {
        String name = Dynalite.createTable(client, purpose);
        releaseWithScope(() -> client.deleteTable(b -> b.tableName(name)));
        return name;
    }

    /** A fresh table behind the class's client, dropped when the current scope ends. */
    public DynamoTable table(String purpose) {
        return new DynamoTable(client, createTable(purpose));
    }

    /** Another client on the same dynalite, as a new process would open it; closed when the current scope ends. */
    public DynamoDbClient newClient() {
        return releaseWithScope(Dynalite.client());
    }

    /** Another client, {@code customizer} replacing its HTTP client or retry strategy; closed with the scope. */
    public DynamoDbClient newClient(Consumer<DynamoDbClientBuilder> customizer) {
        return releaseWithScope(Dynalite.client(customizer));
    }

    /** Closes {@code resource} when the current scope ends, before the tables created until now are dropped. */
    public <T extends AutoCloseable> T releaseWithScope(T resource) {
        (inTest ? testScope : classScope).push(resource);
        return resource;
    }

    private static void release(Deque<AutoCloseable> scope) throws Exception {
        Exception first = null;
        while (!scope.isEmpty()) {
            try {
                scope.pop().close();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
