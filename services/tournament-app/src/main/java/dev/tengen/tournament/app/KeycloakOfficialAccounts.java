package dev.tengen.tournament.app;

import dev.tengen.tournament.service.web.OfficialAccounts;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Locale;

/**
 * An appointment's person id as Keycloak names the account: Keycloak keeps every username in lower case and the
 * token's {@code preferred_username} carries it so, while an office is found by comparing the person id with it
 * exactly ({@link TournamentOfficeRoles}). An appointment of {@code "Refa"} is recorded as {@code refa}, or the
 * referee who signs in as refa would never hold the office.
 */
@ApplicationScoped
public class KeycloakOfficialAccounts implements OfficialAccounts {

    @Override
    public String personId(String given) {
        return given.toLowerCase(Locale.ROOT);
    }
}
