package dev.lazygraph.functions.question;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.Map;

/** The response an HTTP API (payload format 2.0) passes on to the caller as it is. */
@RegisterForReflection
public record HttpApiResponse(
        int statusCode,
        Map<String, String> headers,
        String body,
        @JsonProperty("isBase64Encoded") boolean base64Encoded) {

    static HttpApiResponse of(int status, Map<String, String> headers, String body) {
        return new HttpApiResponse(status, headers, body, false);
    }
}
