package dev.tengen.platform.security;

import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpCredentialTransport;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.Cookie;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Set;

/**
 * Signs a request in by the console's session cookie. A request without the cookie is left to HTTP Basic (scripts),
 * and a cookie that names no live session leaves the request anonymous, so an endpoint that needs a role answers 401
 * and the console shows its sign-in page. The identity is the account's, as HTTP Basic gives it: the same
 * {@code @RolesAllowed} and the same appointed offices ({@link AppointedRoles}) apply.
 */
@ApplicationScoped
public class SessionAuthenticationMechanism implements HttpAuthenticationMechanism {

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identities) {
        Cookie cookie = context.request().getCookie(SessionCookie.NAME);
        if (cookie == null || cookie.getValue().isBlank()) {
            return Uni.createFrom().optional(java.util.Optional.empty());
        }
        SessionRequest request = new SessionRequest(cookie.getValue());
        HttpSecurityUtils.setRoutingContextAttribute(request, context);
        return identities.authenticate(request);
    }

    /** No browser challenge: the console signs in with its own page, never the browser's Basic dialog. */
    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        return Uni.createFrom().optional(java.util.Optional.empty());
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(SessionRequest.class);
    }

    @Override
    public Uni<HttpCredentialTransport> getCredentialTransport(RoutingContext context) {
        return Uni.createFrom().item(new HttpCredentialTransport(HttpCredentialTransport.Type.COOKIE, SessionCookie.NAME));
    }
}
