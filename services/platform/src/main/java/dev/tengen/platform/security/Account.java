package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

import java.util.List;
import java.util.Objects;

/**
 * A local account of the embedded deployment, one entry of the account file. It carries the roles Keycloak's
 * tokens will carry in the distributed deployment, so the endpoints need not know which one is in use.
 *
 * @param user the login name, also the name written in the {@code by} field of the events it causes
 * @param password the salted hash of the password ({@link PasswordHash}), never the password
 * @param roles the roles of {@link Roles}
 * @param players the registered players (player ids) this account plays as: a player acts on their own games only
 */
public record Account(String user, String password, List<String> roles, List<String> players) {

    public Account {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        roles = List.copyOf(roles == null ? List.of() : roles);
        players = List.copyOf(players == null ? List.of() : players);
    }

    public boolean has(String role) {
        return roles.contains(role);
    }
}
