package dev.tengen.distributed.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.security.credential.TokenCredential;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.junit.jupiter.api.Test;

class VerifiedTokenIdentitiesTest {

    private static final Instant NOW = Instant.parse("2026-11-27T08:00:00Z");

    /** A verified access token's principal, as quarkus-oidc makes it: a name and an expiry. */
    private record Jwt(String getName, long getExpirationTime) implements JsonWebToken {
        @Override
        public Set<String> getClaimNames() {
            return Set.of("preferred_username", "exp");
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T getClaim(String claimName) {
            return (T) (claimName.equals("exp") ? (Object) getExpirationTime : getName);
        }
    }

    private static final AuthenticationRequestContext CONTEXT = new AuthenticationRequestContext() {
        @Override
        public Uni<SecurityIdentity> runBlocking(Supplier<SecurityIdentity> function) {
            return Uni.createFrom().item(function);
        }
    };

    /** quarkus-oidc as these tests see it: each token it verifies, and the referee it finds in each. */
    private final List<String> verifiedByOidc = new ArrayList<>();

    private VerifiedTokenIdentities at(Instant now) {
        return new VerifiedTokenIdentities((request, context) -> {
            verifiedByOidc.add(request.getToken().getToken());
            return Uni.createFrom().item(QuarkusSecurityIdentity.builder()
                    .setPrincipal(new Jwt("demo-referee-han", NOW.plusSeconds(300).getEpochSecond()))
                    .addRole("referee").addAttribute("io.vertx.ext.web.RoutingContext", "the first request").build());
        }, Clock.fixed(now, ZoneOffset.UTC));
    }

    private static SecurityIdentity identity(VerifiedTokenIdentities provider, String token) {
        return provider.authenticate(new TokenAuthenticationRequest(new TokenCredential(token, "bearer")), CONTEXT)
                .await().indefinitely();
    }

    @Test
    void aTokenIsVerifiedOnceAndItsIdentityServesTheNextRequestsWithoutTheFirstRequestsAttributes() {
        VerifiedTokenIdentities provider = at(NOW);
        SecurityIdentity first = identity(provider, "eyJ.han.sig");
        SecurityIdentity second = identity(provider, "eyJ.han.sig");

        assertEquals(List.of("eyJ.han.sig"), verifiedByOidc);
        assertEquals("demo-referee-han", second.getPrincipal().getName());
        assertEquals(Set.of("referee"), second.getRoles());
        assertNotSame(first, second);
        assertNull(second.getAttribute("io.vertx.ext.web.RoutingContext"), "the first request's context is not kept");
        assertEquals(CONTEXT, second.getAttribute(AuthenticationRequestContext.class.getName()));
    }

    @Test
    void anotherTokenAndAnExpiredOneAreVerifiedAgain() {
        VerifiedTokenIdentities provider = at(NOW);
        identity(provider, "eyJ.han.sig");
        identity(provider, "eyJ.han.siG");
        assertEquals(List.of("eyJ.han.sig", "eyJ.han.siG"), verifiedByOidc);

        VerifiedTokenIdentities later = at(NOW.plusSeconds(300));
        identity(later, "eyJ.han.sig");
        identity(later, "eyJ.han.sig");
        assertEquals(List.of("eyJ.han.sig", "eyJ.han.siG", "eyJ.han.sig", "eyJ.han.sig"), verifiedByOidc,
                "a token whose exp has come is verified by quarkus-oidc each time (which refuses it)");
    }

    @Test
    void itIsAskedBeforeQuarkusOidcsProviderWhichKeepsTheDefaultPriority() {
        IdentityProvider<TokenAuthenticationRequest> oidcsDefault = new IdentityProvider<>() {
            @Override
            public Class<TokenAuthenticationRequest> getRequestType() {
                return TokenAuthenticationRequest.class;
            }

            @Override
            public Uni<SecurityIdentity> authenticate(TokenAuthenticationRequest request,
                    AuthenticationRequestContext context) {
                return Uni.createFrom().nullItem();
            }
        };
        assertTrue(at(NOW).priority() > oidcsDefault.priority());
    }
}
