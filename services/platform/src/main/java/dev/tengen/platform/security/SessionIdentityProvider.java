package dev.tengen.platform.security;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * The account behind a live session. The account is read at every request, so a deleted account's sessions stop at
 * once and a changed role holds from the next request; an expired or unknown session is no identity (anonymous).
 */
@ApplicationScoped
public class SessionIdentityProvider implements IdentityProvider<SessionRequest> {

    private final SessionStore sessions;
    private final AccountFile accounts;

    SessionIdentityProvider(SessionStore sessions, AccountFile accounts) {
        this.sessions = sessions;
        this.accounts = accounts;
    }

    @Override
    public Class<SessionRequest> getRequestType() {
        return SessionRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(SessionRequest request, AuthenticationRequestContext context) {
        Optional<SecurityIdentity> identity = sessions.use(request.token())
                .flatMap(session -> accounts.find(session.user()))
                .map(AccountIdentities::of);
        return Uni.createFrom().optional(identity);
    }
}
