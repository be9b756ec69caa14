package dev.tengen.standing;

import static dev.tengen.standing.Games.pending;
import static dev.tengen.standing.Games.win;
import static dev.tengen.standing.Games.withdrawn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.GameRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

class WithdrawalTest {

    private static final List<Entrant> SIX = List.of(Entrant.of("X"), Entrant.of("A"), Entrant.of("B"),
            Entrant.of("C"), Entrant.of("D"), Entrant.of("E"));

    private static Crosstable chinese(Field field, int rounds) {
        return Crosstable.of(field.entrants(), field.games(), List.of(), Scoring.CHINESE_2002, rounds);
    }

    @Test
    void roundRobinWithdrawalBeforeHalfTheGamesVoidsThePlayersResults() {
        // X beat A, lost to B, then withdrew: 2 of 5 games played
        Field field = new Field(SIX, List.of(win(1, "X", "A"), win(2, "B", "X"), pending(3, "X", "C"),
                pending(4, "X", "D"), pending(5, "X", "E")));
        Field after = Withdrawal.roundRobin(field, "X", 5);
        assertFalse(after.entrants().stream().anyMatch(e -> e.id().equals("X")));
        assertTrue(after.games().isEmpty());
        assertEquals(0, chinese(after, 5).points("B"));
    }

    @Test
    void roundRobinWithdrawalAfterHalfTheGamesTurnsTheRestIntoForfeits() {
        // X beat A, lost to B, beat C, then withdrew: 3 of 5 games played
        Field field = new Field(SIX, List.of(win(1, "X", "A"), win(2, "B", "X"), win(3, "X", "C"),
                pending(4, "X", "D"), pending(5, "E", "X")));
        Crosstable t = chinese(Withdrawal.roundRobin(field, "X", 5), 5);
        assertEquals(4, t.points("X"));
        assertEquals(2, t.points("D"));
        assertEquals(2, t.points("E"));
        assertEquals(Participation.FORFEIT, t.row("E").get(4).participation());
    }

    @Test
    void roundRobinWithdrawalAfterExactlyHalfTheGamesKeepsTheResults() {
        Field field = new Field(SIX.subList(0, 5), List.of(win(1, "A", "X"), win(2, "X", "B"),
                pending(3, "X", "C"), pending(4, "X", "D")));
        Field after = Withdrawal.roundRobin(field, "X", 4);
        assertEquals(5, after.entrants().size());
        assertEquals(2, chinese(after, 4).points("C"));
    }

    @Test
    void teamEventWithdrawalScoresThePendingGamesAsForfeits() {
        // Chinese 2002 art. 28.4: results stand, unplayed games are forfeits
        Field field = new Field(SIX, List.of(win(1, "A", "X"), pending(2, "X", "B")));
        List<GameRecord> games = Withdrawal.forfeitRemaining(field, "X").games();
        assertTrue(games.get(1).byForfeit());
        assertTrue(games.get(1).isWonBy("B"));
        assertEquals(games.get(0), field.games().get(0));
    }

    @Test
    void swissWithdrawalKeepsTheResultsAndLaterRoundsScoreNothing() {
        // Chinese 2002 art. 28.3: X won round 1 and withdrew; rounds 2 and 3 are WITHDRAWN byes
        Crosstable t = Crosstable.of(List.of(new Entrant("X", 3, 0), new Entrant("A", 3, 0)),
                List.of(win(1, "X", "A")), List.of(withdrawn(2, "X"), withdrawn(3, "X")), Scoring.EGF, 3);
        assertEquals(4, EgfCriteria.mms(t, "X"));
        // SOS: A's 3, then the virtual opponent (own start 3) twice
        assertEquals(9, EgfCriteria.sos(t, "X"));
    }
}
