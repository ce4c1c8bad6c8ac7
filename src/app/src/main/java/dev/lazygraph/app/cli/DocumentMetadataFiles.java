package dev.lazygraph.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.document.DocumentMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The groups and tags of each file {@code ingest} reads: those of the nearest {@value #FILE} in its folder or
 * a folder above it, up to the folder given on the command line ({@code {"groups": ["hr"], "tags": {"dept":
 * "people"}}}); without one, those of the command's {@code --group} and {@code --tag} options. The file is
 * hidden, so the walk never ingests it. A sidecar that cannot be read refuses the files it governs, so that no
 * document is ever stored with fewer restrictions than it was given. Not thread-safe: one run uses one.
 */
final class DocumentMetadataFiles {
    static final String FILE = ".lazygraph.json";

    private final ObjectMapper mapper;
    private final DocumentMetadata options;
    private final Map<Path, Optional<DocumentMetadata>> byFolder = new HashMap<>();

    DocumentMetadataFiles(ObjectMapper mapper, DocumentMetadata options) {
        this.mapper = mapper;
        this.options = options;
    }

    /**
     * The metadata of {@code file}, whose document key is {@code key} (its path below the folder given).
     *
     * @throws IllegalArgumentException naming the sidecar that cannot be read, and why
     */
    DocumentMetadata of(Path file, String key) {
        Path folder = file.toAbsolutePath().getParent();
        int levels = (int) key.chars().filter(c -> c == '/').count();
        for (int level = 0; level <= levels && folder != null; level++) {
            Optional<DocumentMetadata> found = read(folder);
            if (found.isPresent()) {
                return found.get();
            }
            folder = folder.getParent();
        }
        return options;
    }

    private Optional<DocumentMetadata> read(Path folder) {
        Optional<DocumentMetadata> known = byFolder.get(folder);
        if (known != null) {
            return known;
        }
        Path sidecar = folder.resolve(FILE);
        Optional<DocumentMetadata> metadata = Files.isRegularFile(sidecar) ? Optional.of(parse(sidecar))
                : Optional.empty();
        byFolder.put(folder, metadata);
        return metadata;
    }

    private DocumentMetadata parse(Path sidecar) {
        try {
            JsonNode json = mapper.readTree(Files.readString(sidecar));
            if (json == null || !json.isObject()) {
                throw new IllegalArgumentException("is not a JSON object");
            }
            List<String> groups = new ArrayList<>();
            JsonNode groupList = json.path("groups");
            if (!groupList.isMissingNode() && !groupList.isArray()) {
                throw new IllegalArgumentException("'groups' must be a list of group names");
            }
            groupList.forEach(group -> groups.add(group.asText()));
            Map<String, String> tags = new LinkedHashMap<>();
            JsonNode tagMap = json.path("tags");
            if (!tagMap.isMissingNode() && !tagMap.isObject()) {
                throw new IllegalArgumentException("'tags' must be an object of names and values");
            }
            tagMap.fields().forEachRemaining(tag -> tags.put(tag.getKey(), tag.getValue().asText()));
            return DocumentMetadata.of(groups, tags);
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException(sidecar + " cannot be read (" + e.getMessage() + "), so the files it"
                    + " governs are not ingested");
        }
    }
}
