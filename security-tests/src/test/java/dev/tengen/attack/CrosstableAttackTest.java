package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One anonymous request asks for the crosstable (or the standings) through round two million: the answer was
 * built for every round asked, for seconds, holding the read model's lock. A round beyond the tournament is a 400.
 */
class CrosstableAttackTest {

    @ParameterizedTest
    @ValueSource(strings = {"crosstable?throughRound=2000000", "standings?afterRound=2000000"})
    void aRoundBeyondTheTournamentIsRefusedAtOnce(String query) throws Exception {
        Fixture fixture = Fixture.shared();
        String tournamentId = fixture.tournament("Crosstable Open");
        fixture.organizer.put("/api/v1/tournaments/" + tournamentId + "/configuration", """
                {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 5, "pairingSystem": "mcmahon"}""");

        Answer answer = Http.anonymous(fixture.platform).get("/api/v1/tournaments/" + tournamentId + "/" + query);

        assertEquals(400, answer.status(), answer::abbreviated);
        assertTrue(answer.field("detail").contains("5"), answer.field("detail"));
    }
}
