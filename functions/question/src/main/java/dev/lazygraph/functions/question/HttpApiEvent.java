package dev.lazygraph.functions.question;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

/**
 * The parts of an API Gateway HTTP API event (payload format 2.0) the question function reads. The function's own
 * records rather than aws-lambda-java-events' {@code APIGatewayV2HTTPEvent}: Jackson reads them as they are, and
 * they name what the handler relies on.
 *
 * @param headers the request's headers; API Gateway lower-cases their names and joins repeated ones with commas
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@RegisterForReflection
public record HttpApiEvent(
        String rawPath,
        Map<String, String> headers,
        String body,
        @JsonProperty("isBase64Encoded") boolean base64Encoded,
        RequestContext requestContext) {

    /** The header {@code name} (any case), or null. */
    public String header(String name) {
        if (headers == null) {
            return null;
        }
        return headers.entrySet().stream().filter(h -> h.getKey().equalsIgnoreCase(name)).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }

    /** The body as text (API Gateway base64-encodes bodies it does not take for text); null when there is none. */
    public String text() {
        if (body == null || !base64Encoded) {
            return body;
        }
        return new String(Base64.getDecoder().decode(body), StandardCharsets.UTF_8);
    }

    public String method() {
        return requestContext == null || requestContext.http() == null ? null : requestContext.http().method();
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    @RegisterForReflection
    public record RequestContext(Http http, Authorizer authorizer) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    @RegisterForReflection
    public record Http(String method, String path) {
    }

    /** What the HTTP API's authorizer verified: a JWT's claims or an IAM principal; absent without one. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    @RegisterForReflection
    public record Authorizer(Jwt jwt, Iam iam) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    @RegisterForReflection
    public record Jwt(Map<String, String> claims) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    @RegisterForReflection
    public record Iam(String userArn) {
    }
}
