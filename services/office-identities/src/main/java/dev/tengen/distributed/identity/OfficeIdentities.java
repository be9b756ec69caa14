package dev.tengen.distributed.identity;

import dev.tengen.service.web.security.CurrentActor;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Keycloak token as the actor a service's API knows ({@link CurrentActor}): its name is the token's
 * {@code preferred_username} (quarkus-oidc's principal), its roles the realm's ({@code realm_access.roles}) and, on a
 * path about a tournament, the roles of the offices its account holds in that tournament (Incheon 2013 duties art.
 * 1.2: an appointment gives its office in that tournament only), as the embedded platform's appointed roles give them;
 * the registered players it plays as come from the token's {@value PlayersClaim#NAME} claim (a user attribute the realm
 * maps into the token), held to the rule an embedded account's players are held to: a claim that breaks it gives no
 * player at all, with one warning ({@link PlayersClaim}). Each application says which tournament a path is about and
 * where it reads the offices.
 */
public abstract class OfficeIdentities implements SecurityIdentityAugmentor {

    /** The tournament a request on {@code path} is about; empty when none. Called on a worker: it may read a store. */
    protected abstract Optional<String> tournamentOf(String path);

    /** The roles the offices {@code account} holds in the tournament give; empty when it holds none. */
    protected abstract Set<String> offices(String tournamentId, String account);

    /**
     * Whether {@link #tournamentOf} answers {@code path} from memory alone: the identity is then made on the calling
     * thread, not on a worker.
     */
    protected boolean answersFromMemory(String path) {
        return false;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        return Uni.createFrom().item(identity);
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context,
            Map<String, Object> attributes) {
        RoutingContext routing = HttpSecurityUtils.getRoutingContextAttribute(attributes);
        if (identity.isAnonymous() || routing == null) {
            return Uni.createFrom().item(identity);
        }
        String path = routing.normalizedPath();
        if (answersFromMemory(path)) {
            return Uni.createFrom().item(augmented(identity, path));
        }
        return context.runBlocking(() -> augmented(identity, path));
    }

    /** The identity of a request on {@code path}: with its offices there and its players. */
    SecurityIdentity augmented(SecurityIdentity identity, String path) {
        Set<String> office = tournament(path).map(t -> offices(t, identity.getPrincipal().getName())).orElse(Set.of());
        List<String> players = PlayersClaim.of(identity);
        if ((office.isEmpty() || identity.getRoles().containsAll(office)) && players.isEmpty()) {
            return identity;
        }
        QuarkusSecurityIdentity.Builder builder = QuarkusSecurityIdentity.builder(identity).addRoles(office);
        if (!players.isEmpty()) {
            builder.addAttribute(CurrentActor.PLAYERS, players);
        }
        return builder.build();
    }

    private Optional<String> tournament(String path) {
        try {
            return tournamentOf(path);
        } catch (RuntimeException unknown) {
            return Optional.empty(); // nothing of that id (the resource answers 404), or a store away (it answers 503)
        }
    }
}
