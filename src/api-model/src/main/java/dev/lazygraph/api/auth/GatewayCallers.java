package dev.lazygraph.api.auth;

import dev.lazygraph.core.access.Caller;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The caller API Gateway's HTTP API authorizer names, whichever function receives the event: a JWT the authorizer
 * verified names its groups in the configured claim ({@code lazygraph.auth.jwt-groups-claim}); an IAM caller is
 * mapped by its principal's ARN ({@code lazygraph.auth.principals}; an ARN ending in {@code *} names every ARN it
 * starts, such as the sessions of an assumed role, {@code arn:aws:sts::123456789012:assumed-role/hr-app/*}). A
 * request the authorizer passed without either is a caller without identity. Callers pass only what the
 * authorizer's context holds, never a header a client could set.
 */
@Singleton
public class GatewayCallers {
    private final String groupsClaim;
    private final Map<String, Caller> principals = new HashMap<>();

    @Inject
    public GatewayCallers(LazygraphConfig config) {
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

    /**
     * @param jwtClaims  the claims of the JWT the authorizer verified, or null
     * @param iamUserArn the IAM principal the authorizer verified, or null
     */
    public Caller of(Map<String, String> jwtClaims, String iamUserArn) {
        if (jwtClaims != null) {
            return CallerGroups.claimed(jwtClaims.get(groupsClaim));
        }
        if (iamUserArn != null) {
            return principal(iamUserArn);
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
