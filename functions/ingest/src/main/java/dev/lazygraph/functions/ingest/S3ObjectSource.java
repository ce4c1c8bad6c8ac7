package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.document.RejectedDocumentException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.NoSuchBucketException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/** Reads objects with the S3 client of the Quarkiverse S3 extension ({@code quarkus.s3.*}). */
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
            return Optional.of(new StoredObject(versionId != null ? versionId : revision(response), content));
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
     * A 404 means the key or the version is not there, except for a missing bucket, which is a fault to retry
     * rather than a reason to delete documents. The error code is not required: s3rver writes keys with
     * non-ASCII characters into its error XML as HTML entities, which the SDK cannot parse.
     */
    private static boolean isObjectMissing(S3Exception e) {
        String code = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
        return e.statusCode() == 404 && !(e instanceof NoSuchBucketException) && !"NoSuchBucket".equals(code);
    }

    static String tooLargeMessage(long size, long maxBytes) {
        return "object of " + size + " bytes is over the limit of " + maxBytes + " bytes";
    }

    private static RejectedDocumentException tooLarge(long size, long maxBytes) {
        return new RejectedDocumentException(RejectedDocumentException.Reason.TOO_LARGE,
                tooLargeMessage(size, maxBytes));
    }

    /** The current version's id in a versioned bucket, else the eTag (without the quotes HTTP puts around it). */
    private static String revision(GetObjectResponse response) {
        String versionId = response.versionId();
        if (versionId != null && !versionId.isBlank() && !"null".equals(versionId)) {
            return versionId;
        }
        String eTag = response.eTag();
        return eTag == null ? null : eTag.replace("\"", "");
    }
}
