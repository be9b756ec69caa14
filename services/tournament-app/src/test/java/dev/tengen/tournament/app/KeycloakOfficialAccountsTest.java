package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** An appointment names the account as Keycloak spells it: in lower case, whatever the case typed. */
class KeycloakOfficialAccountsTest {

    @Test
    void anAppointmentIsRecordedInTheCaseKeycloakKeepsUsernamesIn() {
        KeycloakOfficialAccounts accounts = new KeycloakOfficialAccounts();
        assertEquals("refa", accounts.personId("Refa"));
        assertEquals("referee.kim", accounts.personId("REFEREE.KIM"));
        // a dotted capital I stays the Latin i, whatever the server's language
        assertEquals("ivan", accounts.personId("IVAN"));
    }
}
