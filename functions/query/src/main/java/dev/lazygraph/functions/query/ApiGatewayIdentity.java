package dev.lazygraph.functions.query;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import dev.lazygraph.api.auth.GatewayCallers;
import dev.lazygraph.api.auth.PlatformIdentity;
import dev.lazygraph.core.access.Caller;
import io.quarkus.vertx.http.runtime.QuarkusHttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * The caller API Gateway's HTTP API authenticated, from the request context of the event (quarkus-amazon-lambda-
 * http keeps it with the request), by the rule the question function applies too ({@link GatewayCallers}). Only
 * the authorizer's context is read, never a header a client could set.
 */
@Singleton
public class ApiGatewayIdentity implements PlatformIdentity {
    private final GatewayCallers callers;

    @Inject
    public ApiGatewayIdentity(GatewayCallers callers) {
        this.callers = callers;
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
        APIGatewayV2HTTPEvent.RequestContext.Authorizer authorizer = requestContext.getAuthorizer();
        return Optional.of(callers.of(authorizer.getJwt() == null ? null : authorizer.getJwt().getClaims(),
                authorizer.getIam() == null ? null : authorizer.getIam().getUserArn()));
    }
}
