package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A player confirms the result for the opponent and as the referee, by spelling the role otherwise than the
 * desk's exact comparison expected: both confirmations and the player's own would make any result final.
 */
class ConfirmationRoleAttackTest {

    @ParameterizedTest
    @ValueSource(strings = {"REFEREE", "Referee", " referee", "referee "})
    void aPlayerCannotConfirmAsTheRefereeUnderAnotherSpelling(String role) throws Exception {
        Answer answer = confirmAfterResignation(role, "Referee Han");

        assertEquals(403, answer.status(), answer::abbreviated);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Player", "PLAYER", " player"})
    void aPlayerCannotConfirmForTheOpponentUnderAnotherSpelling(String role) throws Exception {
        Answer answer = confirmAfterResignation(role, "white");

        assertEquals(403, answer.status(), answer::abbreviated);
    }

    /** The attacker plays Black; a referee records White's resignation; the attacker confirms as {@code role}. */
    private static Answer confirmAfterResignation(String role, String confirmer) throws Exception {
        Fixture fixture = Fixture.shared();
        String gameId = fixture.game("p-attacker", "p-victim", null);
        Http attacker = fixture.player("p-attacker");
        Http referee = fixture.account(Fixture.unique("referee"), List.of("referee"), List.of());
        referee.post("/api/v1/games/" + gameId + "/resignation", "{\"color\": \"white\"}").expect(200);
        return attacker.post("/api/v1/games/" + gameId + "/confirmations",
                "{\"role\": \"" + role + "\", \"confirmer\": \"" + confirmer + "\", \"result\": \"B+R\"}");
    }
}
