package dev.lazygraph.s3;

import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.events.ObjectSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.GetObjectTaggingRequest;
import software.amazon.awssdk.services.s3.model.HeadObjectResponse;
import software.amazon.awssdk.services.s3.model.NoSuchBucketException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/** Reads the documents bucket's objects with an S3 client. */
public final class S3ObjectSource implements ObjectSource {
    private final S3Client s3;

    public S3ObjectSource(S3Client s3) {
        this.s3 = s3;
    }

    @Override
    public Optional<StoredObject> read(String bucket, String key, String versionId, long maxBytes) {
        GetObjectRequest.Builder request = GetObjectRequest.builder().bucket(bucket).key(key);
        if (versionId != null) {
            request.versionId(versionId);
        }
        try (ResponseInputStream<GetObjectResponse> in = s3.getObject(request.build())) {
            GetObjectResponse response = in.response();
            Long length = response.contentLength();
            if (length != null && length > maxBytes) {
                in.abort();
                throw tooLarge(length, maxBytes);
            }
            // Bounded even when the length is missing, so a huge object never fills the function's memory.
            byte[] content = in.readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 8));
            if (content.length > maxBytes) {
                in.abort();
                throw tooLarge(content.length, maxBytes);
            }
            String version = versionId != null ? versionId : response.versionId();
            return Optional.of(new StoredObject(versionId != null ? versionId
                    : revision(response.versionId(), response.eTag()), content,
                    S3ObjectMetadata.of(tags(bucket, key, version), response.metadata())));
        } catch (S3Exception e) {
            if (isObjectMissing(e)) {
                return Optional.empty();
            }
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException("reading s3://" + bucket + "/" + key, e);
        }
    }

    /**
     * The tags of the object (of that version, when named): one request per object read, asked whatever the
     * object says of its tag count, which S3 stand-ins leave out.
     */
    private Map<String, String> tags(String bucket, String key, String versionId) {
        GetObjectTaggingRequest.Builder request = GetObjectTaggingRequest.builder().bucket(bucket).key(key);
        if (versionId != null && !versionId.isBlank() && !"null".equals(versionId)) {
            request.versionId(versionId);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        s3.getObjectTagging(request.build()).tagSet().forEach(tag -> tags.put(tag.key(), tag.value()));
        return tags;
    }

    @Override
    public Optional<String> currentRevision(String bucket, String key) {
        try {
            HeadObjectResponse head = s3.headObject(b -> b.bucket(bucket).key(key));
            return Optional.of(revision(head.versionId(), head.eTag()));
        } catch (S3Exception e) {
            if (isObjectMissing(e)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /**
     * A 404 means the key or the version is not there, except for a missing bucket, which is a fault to retry
     * rather than a reason to delete documents. The error code is not required: s3rver writes keys with
     * non-ASCII characters into its error XML as HTML entities, which the SDK cannot parse.
     */
    private static boolean isObjectMissing(S3Exception e) {
        String code = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
        return e.statusCode() == 404 && !(e instanceof NoSuchBucketException) && !"NoSuchBucket".equals(code);
    }

    private static RejectedDocumentException tooLarge(long size, long maxBytes) {
        return new RejectedDocumentException(RejectedDocumentException.Reason.TOO_LARGE,
                ObjectSource.tooLargeMessage(size, maxBytes));
    }

    /**
     * The document revision of an object: its version id in a versioned bucket, else its eTag (without the
     * quotes HTTP puts around it). An object written while versioning was off or suspended has the version id
     * "null".
     */
    static String revision(String versionId, String eTag) {
        if (versionId != null && !versionId.isBlank() && !"null".equals(versionId)) {
            return versionId;
        }
        return eTag == null ? null : eTag.replace("\"", "");
    }
}
