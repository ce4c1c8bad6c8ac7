package dev.lazygraph.functions.query;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import dev.lazygraph.api.auth.CallerGroups;
import dev.lazygraph.api.auth.PlatformIdentity;
import dev.lazygraph.core.access.Caller;
import dev.lazygraph.service.config.LazygraphConfig;
import io.quarkus.vertx.http.runtime.QuarkusHttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The caller API Gateway's HTTP API authenticated, from the request context of the event (quarkus-amazon-lambda-
 * http keeps it with the request): a JWT the authorizer verified names its groups in the configured claim
 * ({@code lazygraph.auth.jwt-groups-claim}); an IAM caller is mapped by its principal's ARN
 * ({@code lazygraph.auth.principals}; an ARN ending in {@code *} names every ARN it starts, such as the sessions
 * of an assumed role, {@code arn:aws:sts::123456789012:assumed-role/hr-app/*}). Only the authorizer's context is
 * read, never a header a client could set. A request the authorizer passed without either is a caller without
 * identity.
 */
@Singleton
public class ApiGatewayIdentity implements PlatformIdentity {
    private final String groupsClaim;
    private final Map<String, Caller> principals = new HashMap<>();

    @Inject
    public ApiGatewayIdentity(LazygraphConfig config) {
        this.groupsClaim = config.auth().jwtGroupsClaim();
        for (String entry : config.auth().principals().orElse(List.of())) {
            int equals = entry.lastIndexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("lazygraph.auth.principals entries are <ARN>=<groups>, not '"
                        + entry + "'");
            }
            principals.put(entry.substring(0, equals).strip(),
                    CallerGroups.configured(List.of(entry.substring(equals + 1).strip().split("\\s+"))));
        }
    }

    @Override
    public Optional<Caller> caller(HttpServerRequest request) {
        if (!(request.headers() instanceof QuarkusHttpHeaders headers)) {
            return Optional.empty();
        }
        Object context = headers.getContextObjects().get(APIGatewayV2HTTPEvent.RequestContext.class);
        if (!(context instanceof APIGatewayV2HTTPEvent.RequestContext requestContext)
                || requestContext.getAuthorizer() == null) {
            return Optional.empty();
        }
        return Optional.of(of(requestContext.getAuthorizer()));
    }

    private Caller of(APIGatewayV2HTTPEvent.RequestContext.Authorizer authorizer) {
        if (authorizer.getJwt() != null && authorizer.getJwt().getClaims() != null) {
            return CallerGroups.claimed(authorizer.getJwt().getClaims().get(groupsClaim));
        }
        if (authorizer.getIam() != null && authorizer.getIam().getUserArn() != null) {
            return principal(authorizer.getIam().getUserArn());
        }
        return Caller.ANONYMOUS;
    }

    private Caller principal(String arn) {
        Caller exact = principals.get(arn);
        if (exact != null) {
            return exact;
        }
        return principals.entrySet().stream()
                .filter(p -> p.getKey().endsWith("*") && arn.startsWith(p.getKey().substring(0, p.getKey().length() - 1)))
                .map(Map.Entry::getValue).findFirst().orElse(Caller.ANONYMOUS);
    }
}
