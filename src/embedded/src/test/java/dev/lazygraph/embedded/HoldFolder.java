package dev.lazygraph.embedded;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GeneratedDocuments;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Run in a separate JVM by {@link TwoWritersTest}: opens the data folder given as the only argument, stores
 * {@link #FIRST}, prints {@code holding}, and waits with the store open; on a line from stdin it stores
 * {@link #SECOND}, prints {@code done} and exits.
 */
public final class HoldFolder {
    static final String COLLECTION = "held";
    static final DocumentId FIRST = new DocumentId(COLLECTION, "first.txt");
    static final DocumentId SECOND = new DocumentId(COLLECTION, "second.txt");

    private HoldFolder() {
    }

    static DocumentIndex index(DocumentId id) {
        return GeneratedDocuments.index(id, id.key().hashCode(), 5);
    }

    public static void main(String[] args) throws IOException {
        DocumentIndex second = index(SECOND);
        try (EmbeddedDatabase database = EmbeddedDatabase.open(Path.of(args[0]))) {
            EmbeddedGraphStore store = new EmbeddedGraphStore(database);
            store.put(index(FIRST));
            System.out.println("holding");
            System.out.flush();
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            store.put(second);
            System.out.println("done");
        }
    }
}
