package dev.lazygraph.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.events.ObjectSource.StoredObject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.Tag;
import software.amazon.awssdk.services.s3.model.Tagging;

/**
 * A document's groups and tags as its S3 object carries them: the rules, and the round trip through s3rver
 * (an object tagged and given user metadata as the README tells users to, read by the ingest's object source).
 */
class S3ObjectMetadataTest {

    @Test
    void theGroupsTagOrMetadataGivesGroupsAndEveryOtherTagIsATag() {
        DocumentMetadata tagged = S3ObjectMetadata.of(Map.of("lazygraph-groups", "hr legal", "team", "payroll"),
                Map.of("lazygraph-tag-dept", "people", "other", "ignored"));
        assertEquals(Set.of("hr", "legal"), tagged.groups());
        assertEquals(Map.of("team", "payroll", "dept", "people"), tagged.tags());

        assertEquals(Set.of("hr", "legal"), S3ObjectMetadata.of(Map.of(), Map.of("lazygraph-groups", "hr, legal"))
                .groups());
        assertEquals(Set.of("hr"), S3ObjectMetadata.of(Map.of("lazygraph-groups", "hr"),
                Map.of("lazygraph-groups", "hr")).groups(), "the same groups twice are those groups");
        assertTrue(S3ObjectMetadata.of(Map.of(), Map.of()).groups().isEmpty());
    }

    @Test
    void groupsThatDisagreeOrCannotBeAGroupRefuseTheObject() {
        RejectedDocumentException disagree = assertThrows(RejectedDocumentException.class, () ->
                S3ObjectMetadata.of(Map.of("lazygraph-groups", "hr"), Map.of("lazygraph-groups", "hr legal")));
        assertEquals(RejectedDocumentException.Reason.INVALID_METADATA, disagree.reason());
        RejectedDocumentException invalid = assertThrows(RejectedDocumentException.class, () ->
                S3ObjectMetadata.of(Map.of("lazygraph-groups", "hr \u0007bell"), Map.of()));
        assertEquals(RejectedDocumentException.Reason.INVALID_METADATA, invalid.reason());
    }

    @Test
    void anObjectsTagsAndUserMetadataArriveWithItsContent() {
        S3Client s3 = S3rver.client();
        String bucket = "metadata-" + UUID.randomUUID().toString().substring(0, 8);
        S3rver.createBucket(s3, bucket);
        s3.putObject(b -> b.bucket(bucket).key("hr/pay.txt").metadata(Map.of("lazygraph-tag-dept", "people")),
                RequestBody.fromBytes("Pay bands.".getBytes(StandardCharsets.UTF_8)));
        // Tagged afterwards (s3rver keeps the tags of PutObjectTagging, not those sent with PutObject).
        s3.putObjectTagging(b -> b.bucket(bucket).key("hr/pay.txt").tagging(Tagging.builder().tagSet(List.of(
                Tag.builder().key("lazygraph-groups").value("hr payroll").build(),
                Tag.builder().key("year").value("2024").build())).build()));
        S3rver.put(s3, bucket, "public.txt", "Open to all.".getBytes(StandardCharsets.UTF_8));

        StoredObject pay = new S3ObjectSource(s3).read(bucket, "hr/pay.txt", null, 1024).orElseThrow();
        assertEquals("Pay bands.", new String(pay.content(), StandardCharsets.UTF_8));
        assertEquals(Set.of("hr", "payroll"), pay.metadata().groups());
        assertEquals(Map.of("dept", "people", "year", "2024"), pay.metadata().tags());
        assertEquals(DocumentMetadata.NONE, new S3ObjectSource(s3).read(bucket, "public.txt", null, 1024)
                .orElseThrow().metadata());
    }
}
