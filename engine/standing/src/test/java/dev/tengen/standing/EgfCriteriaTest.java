package dev.tengen.standing;

import static dev.tengen.standing.Games.absent;
import static dev.tengen.standing.Games.bye;
import static dev.tengen.standing.Games.forfeit;
import static dev.tengen.standing.Games.win;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A three-round McMahon of five, EGF scoring (bye 1, absence 1/2, accumulated rounded down):
 *
 * <pre>
 *  player start  r1      r2      r3       points  MMS
 *  A      2      +C      +B      absent   2       4
 *  B      2      +D      -A      +C       2       4
 *  C      1      -A      +E      -B       1       2
 *  D      1      -B      bye     +E       2       3
 *  E      0      bye     -C      -D       1       1
 * </pre>
 */
class EgfCriteriaTest {

    private static final List<Entrant> FIELD = List.of(new Entrant("A", 2, 0), new Entrant("B", 2, 0),
            new Entrant("C", 1, 0), new Entrant("D", 1, 0), new Entrant("E", 0, 0));
    private static final List<GameRecord> GAMES = List.of(win(1, "A", "C"), win(1, "B", "D"), win(2, "A", "B"),
            win(2, "C", "E"), win(3, "B", "C"), win(3, "D", "E"));
    private static final Crosstable MCMAHON = Crosstable.of(FIELD, GAMES,
            List.of(bye(1, "E"), bye(2, "D"), absent(3, "A")), Scoring.EGF, 3);

    @Test
    void nbwCountsWinsAndByesButRoundsDownASingleAbsence() {
        assertEquals(2, EgfCriteria.nbw(MCMAHON, "A"));
        assertEquals(2, EgfCriteria.nbw(MCMAHON, "D"));
        assertEquals(1, EgfCriteria.nbw(MCMAHON, "E"));
    }

    @Test
    void mmsIsStartScorePlusWins() {
        assertEquals(4, EgfCriteria.mms(MCMAHON, "A"));
        assertEquals(3, EgfCriteria.mms(MCMAHON, "D"));
        assertEquals(1, EgfCriteria.mms(MCMAHON, "E"));
    }

    @Test
    void sosSumsOpponentsFinalMcMahonScores() {
        // B: D 3 + A 4 + C 2
        assertEquals(9, EgfCriteria.sos(MCMAHON, "B"));
        // C: A 4 + E 1 + B 4
        assertEquals(9, EgfCriteria.sos(MCMAHON, "C"));
    }

    @Test
    void sosCountsOwnStartScoreForAnAbsenceInAMcMahon() {
        // A: C 2 + B 4 + own start 2
        assertEquals(8, EgfCriteria.sos(MCMAHON, "A"));
    }

    @Test
    void sosCountsOwnStartScoreForAByeInAMcMahon() {
        // D: B 4 + own start 1 + E 1;  E: own start 0 + C 2 + D 3
        assertEquals(6, EgfCriteria.sos(MCMAHON, "D"));
        assertEquals(5, EgfCriteria.sos(MCMAHON, "E"));
    }

    @Test
    void sosCountsZeroForAByeInASwiss() {
        List<Entrant> swiss = FIELD.stream().map(e -> Entrant.of(e.id())).toList();
        Crosstable t = Crosstable.of(swiss, GAMES, List.of(bye(1, "E"), bye(2, "D"), absent(3, "A")), Scoring.EGF, 3);
        // D: B 2 + bye 0 + E 1
        assertEquals(3, EgfCriteria.sos(t, "D"));
    }

    @Test
    void sosMinusOneDropsTheLowestContribution() {
        // A [2, 4, 2] -> 6;  C [4, 1, 4] -> 8;  E [0, 2, 3] -> 5
        assertEquals(6, EgfCriteria.sosMinus(MCMAHON, "A", 1));
        assertEquals(8, EgfCriteria.sosMinus(MCMAHON, "C", 1));
        assertEquals(5, EgfCriteria.sosMinus(MCMAHON, "E", 1));
    }

    @Test
    void sosMinusTwoDropsTheTwoLowestContributions() {
        // B [3, 4, 2] -> 4;  E [0, 2, 3] -> 3
        assertEquals(4, EgfCriteria.sosMinus(MCMAHON, "B", 2));
        assertEquals(3, EgfCriteria.sosMinus(MCMAHON, "E", 2));
    }

    @Test
    void sososSumsOpponentsSosWithAVirtualOpponentForUnplayedRounds() {
        // A: SOS(C) 9 + SOS(B) 9 + start 2 x 3 rounds
        assertEquals(24, EgfCriteria.sosos(MCMAHON, "A"));
        // B: SOS(D) 6 + SOS(A) 8 + SOS(C) 9
        assertEquals(23, EgfCriteria.sosos(MCMAHON, "B"));
        // E: start 0 x 3 + SOS(C) 9 + SOS(D) 6
        assertEquals(15, EgfCriteria.sosos(MCMAHON, "E"));
    }

    @Test
    void sodosSumsOnlyDefeatedOpponentsScores() {
        // A beat C (2) and B (4);  B beat D (3) and C (2);  E beat nobody
        assertEquals(6, EgfCriteria.sodos(MCMAHON, "A"));
        assertEquals(5, EgfCriteria.sodos(MCMAHON, "B"));
        assertEquals(0, EgfCriteria.sodos(MCMAHON, "E"));
    }

    @Test
    void sodosTakesHalfTheScoreOfADrawnOpponent() {
        Crosstable t = Crosstable.of(List.of(Entrant.of("X"), Entrant.of("Y"), Entrant.of("Z")),
                List.of(Games.draw(1, "X", "Y"), win(2, "Y", "Z")), List.of(), Scoring.EGF, 2);
        // Y ends on 1.5; X drew Y
        assertEquals(0.75, EgfCriteria.sodos(t, "X"));
    }

    @Test
    void cussAddsTheScoreAfterEveryRound() {
        // A: 3 + 4 + 4;  E: 1 + 1 + 1;  D: 1 + 2 + 3
        assertEquals(11, EgfCriteria.cuss(MCMAHON, "A"));
        assertEquals(3, EgfCriteria.cuss(MCMAHON, "E"));
        assertEquals(6, EgfCriteria.cuss(MCMAHON, "D"));
    }

    @Test
    void forfeitIsNotAGameForSosUnderEgf() {
        Crosstable t = Crosstable.of(List.of(new Entrant("X", 5, 0), new Entrant("Y", 9, 0)),
                List.of(forfeit(1, "X", "Y")), List.of(), Scoring.EGF, 1);
        assertEquals(6, EgfCriteria.mms(t, "X"));
        // virtual opponent: X's own start score, not Y's 9
        assertEquals(5, EgfCriteria.sos(t, "X"));
    }

    @Test
    void forfeitCountsAsAGameForSosWhenConfiguredAsOpenGothaDoes() {
        Crosstable t = Crosstable.of(List.of(new Entrant("X", 5, 0), new Entrant("Y", 9, 0)),
                List.of(forfeit(1, "X", "Y")), List.of(), Scoring.EGF.withOpponentsMet(Scoring.OpponentsMet.DECIDED), 1);
        assertEquals(9, EgfCriteria.sos(t, "X"));
    }

    @Test
    void handicapCorrectsTheOpponentScoreWhenConfigured() {
        // W (start 3) gives B (start 1) two stones as White; Black wins
        GameRecord g = new GameRecord(1, 1, "B", "W", 2, Outcome.BLACK_WINS, false);
        Scoring scoring = Scoring.EGF.withHandicapAdjustment(true);
        Crosstable t = Crosstable.of(List.of(new Entrant("W", 3, 0), new Entrant("B", 1, 0)), List.of(g), List.of(),
                scoring, 1);
        // W sees B's 2 raised by the 2 stones given; B sees W's 3 lowered by the 2 received
        assertEquals(4, EgfCriteria.sos(t, "W"));
        assertEquals(1, EgfCriteria.sos(t, "B"));
        assertEquals(1, EgfCriteria.sodos(t, "B"));
    }

    @Test
    void mcMahonPlacementOrdersByMmsThenSosThenSosos() {
        Standings s = Placement.of("McMahon", EgfCriteria.MMS, EgfCriteria.SOS, EgfCriteria.SOSOS).rank(MCMAHON);
        // A and B on 4: B's SOS 9 beats A's 8
        assertEquals(List.of("B", "A", "D", "C", "E"), s.order());
        assertEquals(List.of(4.0, 9.0, 23.0), s.of("B").orElseThrow().values());
    }
}
