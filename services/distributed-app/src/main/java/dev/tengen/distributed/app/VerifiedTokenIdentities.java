package dev.tengen.distributed.app;

import io.quarkus.oidc.runtime.OidcIdentityProvider;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.function.BiFunction;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The bearer token's identity, verified once per token rather than on every request: the first request with a token
 * goes to quarkus-oidc (signature against the realm's keys, expiry, issuer, audience), and the identity it gives is
 * kept until the token expires ({@link VerifiedTokens}, the {@value #CAPACITY} used last). Every later request with
 * the same token gets that identity at once, and the offices of its path are added as before ({@link OfficeIdentities}
 * runs on every request, kept or not). Verifying the RS256 signature and parsing the token took 15% of the game
 * service's CPU under load (docs/BENCHMARKS.md, "The distributed deployment under load").
 *
 * <p>What a service accepts does not change: a token is kept only once quarkus-oidc has accepted it, only until its
 * {@code exp}, and only for the exact characters verified. As with any local verification of a JWT, a token stays
 * valid until it expires even if its session ends at Keycloak (the realm's access tokens live 5 minutes).
 */
@ApplicationScoped
public class VerifiedTokenIdentities implements IdentityProvider<TokenAuthenticationRequest> {

    /** Tokens kept: every official and player signed in at a large event, many times over. */
    static final int CAPACITY = 10_000;

    /** Attributes of one request, which quarkus-oidc puts on the identity: given anew to each request. */
    private static final String REQUEST = RoutingContext.class.getName();
    private static final String REQUEST_CONTEXT = AuthenticationRequestContext.class.getName();

    private final BiFunction<TokenAuthenticationRequest, AuthenticationRequestContext, Uni<SecurityIdentity>> oidc;
    private final Clock clock;
    private final VerifiedTokens<SecurityIdentity> verified = new VerifiedTokens<>(CAPACITY);

    @Inject
    VerifiedTokenIdentities(OidcIdentityProvider oidc, Clock clock) {
        this(oidc::authenticate, clock);
    }

    /** Over {@code oidc}, what verifies a token not yet verified (quarkus-oidc's provider in the applications). */
    VerifiedTokenIdentities(BiFunction<TokenAuthenticationRequest, AuthenticationRequestContext,
            Uni<SecurityIdentity>> oidc, Clock clock) {
        this.oidc = oidc;
        this.clock = clock;
    }

    @Override
    public Class<TokenAuthenticationRequest> getRequestType() {
        return TokenAuthenticationRequest.class;
    }

    /**
     * Before quarkus-oidc's own provider, which this one calls for a token not yet verified: one above the default
     * that provider keeps (1001; the manager asks the highest first and stops at the first identity).
     */
    @Override
    public int priority() {
        return IdentityProvider.super.priority() + 1;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TokenAuthenticationRequest request, AuthenticationRequestContext context) {
        String token = request.getToken().getToken();
        SecurityIdentity known = verified.get(token, clock.instant());
        if (known != null) {
            QuarkusSecurityIdentity.Builder identity = QuarkusSecurityIdentity.builder(known)
                    .addAttribute(REQUEST_CONTEXT, context);
            RoutingContext routing = HttpSecurityUtils.getRoutingContextAttribute(request);
            if (routing != null) {
                identity.addAttribute(REQUEST, routing);
            }
            return Uni.createFrom().item(identity.build());
        }
        return oidc.apply(request, context).invoke(identity -> remember(token, identity));
    }

    /** Keeps a JWT's identity until its expiry, without the attributes of the request that brought it. */
    private void remember(String token, SecurityIdentity identity) {
        if (identity == null || identity.isAnonymous() || !(identity.getPrincipal() instanceof JsonWebToken jwt)
                || jwt.getExpirationTime() <= 0) {
            return; // an opaque token or one without an expiry is verified every time, as before
        }
        QuarkusSecurityIdentity.Builder kept = QuarkusSecurityIdentity.builder()
                .setPrincipal(identity.getPrincipal())
                .addRoles(identity.getRoles())
                .addCredentials(identity.getCredentials())
                .setAnonymous(false);
        for (Map.Entry<String, Object> attribute : identity.getAttributes().entrySet()) {
            if (!attribute.getKey().equals(REQUEST) && !attribute.getKey().equals(REQUEST_CONTEXT)) {
                kept.addAttribute(attribute.getKey(), attribute.getValue());
            }
        }
        verified.put(token, kept.build(), Instant.ofEpochSecond(jwt.getExpirationTime()));
    }
}
