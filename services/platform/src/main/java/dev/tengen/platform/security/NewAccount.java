package dev.tengen.platform.security;

import dev.tengen.service.web.security.AccountPlayers;
import dev.tengen.service.web.security.Roles;

import dev.tengen.service.web.problem.MalformedRequest;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code POST /api/v1/accounts} and the first-run form: an account to create. The password travels once, is
 * hashed at once and never stored or logged as given.
 *
 * @param user 1 to 64 of the Latin letters a-z and A-Z, digits, dots, dashes, underscores or at signs: the name travels
 *     in every request's HTTP Basic credentials, whose character set a client does not declare (RFC 7617, 2.1), so a
 *     name outside ASCII could reach the platform as different bytes from different clients
 * @param password at least {@value #MINIMUM_PASSWORD} characters (NIST SP 800-63B's minimum for a chosen password)
 * @param roles some of {@link Roles#ALL}, each once (as its players: a role listed twice is refused naming the
 *     repeat, not stored twice), held in every tournament; empty for an official whose offices come only from
 *     appointments (the appointment's person id is the account name, see {@link AppointedRoles})
 * @param players the registered players' ids this account plays as (for the player role), as {@link AccountPlayers}
 *     takes them (the distributed deployment holds a Keycloak token's players to the same rule): at most
 *     {@value AccountPlayers#MOST}, each once, each an id as the tournament makes them
 *     ({@value AccountPlayers#ID_CHARACTERS}); an id of any tournament, since an account outlives one event
 */
public record NewAccount(String user, String password, List<String> roles, List<String> players) {

    static final int MINIMUM_PASSWORD = 8;
    /** An account name's characters, as the first-run form's field checks them too. */
    static final String USER_CHARACTERS = "[A-Za-z0-9._@-]{1,64}";
    static final Pattern USER = Pattern.compile(USER_CHARACTERS);

    /** Checks the request and hashes the password; a {@link MalformedRequest} names the field at fault. */
    public Account account(int iterations) {
        if (user == null || !USER.matcher(user).matches()) {
            throw new MalformedRequest("field-invalid", "user",
                    "A user name is 1 to 64 of the Latin letters a-z and A-Z, digits, dots, dashes, underscores or @"
                            + " (no spaces, no accents, no Hangul, Hanzi or kana: a person's own name goes in the"
                            + " tournament, not in the account name).");
        }
        if (password == null || password.length() < MINIMUM_PASSWORD) {
            throw new MalformedRequest("field-invalid", "password",
                    "A password has at least " + MINIMUM_PASSWORD + " characters.");
        }
        if (roles == null) {
            throw new MalformedRequest("field-missing", "roles", "An account lists its roles, from " + Roles.ALL
                    + "; [] for an official whose offices come from appointments in tournaments.");
        }
        for (int i = 0; i < roles.size(); i++) {
            String role = roles.get(i);
            if (!Roles.ALL.contains(role)) {
                throw new MalformedRequest("field-invalid", "roles",
                        "'" + role + "' is not a role; the roles are " + Roles.ALL + ".");
            }
            int first = roles.indexOf(role);
            if (first < i) {
                String field = "roles." + i;
                throw new MalformedRequest("field-invalid", field, "The field '" + field + "' names the role of 'roles."
                        + first + "' again; list each role once.");
            }
        }
        checkPlayers();
        return new Account(user, PasswordHash.of(password.toCharArray(), iterations), roles, players);
    }

    /** Each player id, named by its index in the list ({@code players.2}, as a list's element is named everywhere). */
    private void checkPlayers() {
        Optional<AccountPlayers.Fault> fault = players == null ? Optional.empty() : AccountPlayers.fault(players);
        if (fault.isEmpty()) {
            return;
        }
        switch (fault.get()) {
            case AccountPlayers.Fault.TooMany(int listed) -> throw new MalformedRequest("field-invalid", "players",
                    "The field 'players' lists at most " + AccountPlayers.MOST + " players an account plays as; it"
                            + " lists " + listed + ".");
            case AccountPlayers.Fault.NotAnId(int index) -> {
                String field = "players." + index;
                throw new MalformedRequest("field-invalid", field, "The field '" + field + "' is not a player id: an"
                        + " id is " + AccountPlayers.ID_SAID + ", as the tournament gives it at registration (the"
                        + " playerId of its receipt).");
            }
            case AccountPlayers.Fault.Again(int index, int first) -> {
                String field = "players." + index;
                throw new MalformedRequest("field-invalid", field, "The field '" + field + "' names the player of"
                        + " 'players." + first + "' again; list each player once.");
            }
        }
    }
}
