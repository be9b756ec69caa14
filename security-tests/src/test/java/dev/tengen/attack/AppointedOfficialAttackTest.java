package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An official whose office comes only from an appointment was told 403 by {@code /accounts/me}; an auditor
 * without credentials was told the audit "changes the tournament record".
 */
class AppointedOfficialAttackTest {

    @Test
    void anOfficialWithOnlyAnAppointmentReadsTheirOwnAccount() throws Exception {
        Fixture fixture = Fixture.shared();
        String user = Fixture.unique("official");
        Http official = fixture.account(user, List.of(), List.of());

        Answer me = official.get("/api/v1/accounts/me");

        me.expect(200);
        assertEquals(user, me.field("user"));
    }

    @Test
    void theAuditsSignInPromptDoesNotCallAReadAChange() throws Exception {
        Fixture fixture = Fixture.shared();
        String tournamentId = fixture.tournament("Audit Open");

        Answer answer = Http.anonymous(fixture.platform).get("/api/v1/tournaments/" + tournamentId + "/audit");

        answer.expect(401);
        assertFalse(answer.field("detail").contains("changes"), answer.field("detail"));
    }
}
