package dev.tengen.standing;

import static dev.tengen.standing.Games.absent;
import static dev.tengen.standing.Games.bothLose;
import static dev.tengen.standing.Games.bye;
import static dev.tengen.standing.Games.draw;
import static dev.tengen.standing.Games.forfeit;
import static dev.tengen.standing.Games.pending;
import static dev.tengen.standing.Games.win;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

class CrosstableTest {

    private static final List<Entrant> ABCD = List.of(Entrant.of("A"), Entrant.of("B"), Entrant.of("C"), Entrant.of("D"));

    private static Crosstable table(List<GameRecord> games, List<Bye> byes, Scoring scoring, int rounds) {
        return Crosstable.of(ABCD, games, byes, scoring, rounds);
    }

    @Test
    void chineseGamePointsAreTwoForAWinOneForADrawNoneForALoss() {
        //      r1     r2
        // A   +B 2   =C 1   -> 3
        // B   -A 0          -> 0
        // C          =A 1   -> 1
        Crosstable t = table(List.of(win(1, "A", "B"), draw(2, "A", "C")), List.of(), Scoring.CHINESE_2002, 2);
        assertEquals(3, t.points("A"));
        assertEquals(0, t.points("B"));
        assertEquals(1, t.points("C"));
    }

    @Test
    void bothLoseScoresNothingForEitherPlayerButIsAGameBetweenThem() {
        // Korean 2013 code art. 5.1.6, Chinese 2002 art. 17.5 (5)
        Crosstable t = table(List.of(bothLose(1, "A", "B")), List.of(), Scoring.CHINESE_2002, 1);
        assertEquals(0, t.points("A"));
        assertEquals(0, t.points("B"));
        assertEquals("B", t.gamesMet("A").get(0).opponent());
        assertFalse(t.row("A").get(0).isWin());
    }

    @Test
    void egfPairingByeScoresAWinAndAbsenceHalf() {
        Crosstable t = table(List.of(), List.of(bye(1, "A"), absent(1, "B")), Scoring.EGF.withRoundDown(false), 1);
        assertEquals(1, t.points("A"));
        assertEquals(0.5, t.points("B"));
    }

    @Test
    void accumulatedAbsencePointsAreRoundedDownButDrawsAreNot() {
        // r1 absent 1/2, r2 draw 1/2, r3 absent 1/2: absences 1, draw 1/2
        Crosstable t = table(List.of(draw(2, "A", "B")), List.of(absent(1, "A"), absent(3, "A")), Scoring.EGF, 3);
        assertEquals(0.5, t.pointsAfter("A", 2));
        assertEquals(1.5, t.pointsAfter("A", 3));
    }

    @Test
    void standingsAfterARoundIgnoreLaterRounds() {
        List<GameRecord> games = List.of(win(1, "A", "B"), win(2, "B", "A"), win(3, "B", "A"));
        Crosstable afterOne = table(games, List.of(), Scoring.EGF, 1);
        assertEquals(1, afterOne.points("A"));
        assertEquals(0, afterOne.points("B"));
        assertEquals(1, afterOne.row("A").size());
    }

    @Test
    void pendingGameScoresNothingAndIsNotAGameMet() {
        Crosstable t = table(List.of(pending(1, "A", "B")), List.of(), Scoring.EGF, 1);
        assertEquals(0, t.points("A"));
        assertEquals(Participation.UNDECIDED, t.row("A").get(0).participation());
        assertTrue(t.gamesMet("A").isEmpty());
    }

    @Test
    void roundWithNothingRecordedIsUnpairedWithoutOpponent() {
        Crosstable t = table(List.of(win(1, "A", "B")), List.of(), Scoring.EGF, 1);
        RoundResult c = t.row("C").get(0);
        assertEquals(Participation.UNPAIRED, c.participation());
        assertNull(c.opponent());
    }

    @Test
    void forfeitWinScoresAWinButUnderEgfIsNotAGameMet() {
        Crosstable t = table(List.of(forfeit(1, "A", "B")), List.of(), Scoring.EGF, 1);
        assertEquals(1, t.points("A"));
        assertEquals(Participation.FORFEIT, t.row("A").get(0).participation());
        assertTrue(t.gamesMet("A").isEmpty());
    }

    @Test
    void forfeitWinUnderChineseRulesIsAResultAgainstTheOpponent() {
        Crosstable t = table(List.of(forfeit(1, "A", "B")), List.of(), Scoring.CHINESE_2002, 1);
        assertEquals(2, t.points("A"));
        assertEquals("B", t.gamesMet("A").get(0).opponent());
    }

    @Test
    void withdrawnRoundScoresNothing() {
        Crosstable t = table(List.of(), List.of(new Bye(1, "A", Bye.Kind.WITHDRAWN)), Scoring.EGF, 1);
        assertEquals(0, t.points("A"));
        assertEquals(Participation.WITHDRAWN, t.row("A").get(0).participation());
    }

    @Test
    void gameWithAnUnknownPlayerIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> table(List.of(win(1, "A", "Z")), List.of(), Scoring.EGF, 1));
    }

    @Test
    void twoGamesInOneRoundAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> table(List.of(win(1, "A", "B"), win(1, "A", "C")), List.of(), Scoring.EGF, 1));
    }
}
