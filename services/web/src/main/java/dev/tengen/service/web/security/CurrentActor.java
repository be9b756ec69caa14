package dev.tengen.service.web.security;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.RequestScoped;
import java.util.List;

/**
 * The one place that says who the current request acts for: the authenticated account (local file or Keycloak
 * token). Its name goes into the {@code by} field of the events the request causes.
 */
@RequestScoped
public class CurrentActor {

    /** The identity's attribute naming the registered players the account plays as. */
    public static final String PLAYERS = "tengen.players";

    private final SecurityIdentity identity;

    CurrentActor(SecurityIdentity identity) {
        this.identity = identity;
    }

    public Actor actor() {
        return identity.isAnonymous() ? Actor.UNAUTHENTICATED : new Actor(identity.getPrincipal().getName());
    }

    public boolean has(String role) {
        return identity.hasRole(role);
    }

    /** The registered players this account plays as; empty for officials. */
    public List<String> players() {
        Object players = identity.getAttribute(PLAYERS);
        if (players instanceof List<?> list) {
            return list.stream().map(String::valueOf).toList();
        }
        // a test identity carries its attributes as text: "id1,id2"
        return players == null ? List.of() : List.of(players.toString().split(","));
    }
}
