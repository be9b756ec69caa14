package dev.tengen.standing;

import static dev.tengen.standing.Games.win;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Round robin of four, one point per win (Ing 1991 art. 5):
 *
 * <pre>
 *      A  B  C  D   primary  A1  A2  secondary(A1+A2)  B1          B2
 *  A   .  +  +  -   2        3   1   4                 B4+C5 = 9   D5 = 5
 *  B   -  .  +  +   2        2   2   4                 C5+D5 = 10  A4 = 4
 *  C   -  -  .  +   1        1   4   5                 D5 = 5      A4+B4 = 8
 *  D   +  -  -  .   1        2   3   5                 A4 = 4      B4+C5 = 9
 * </pre>
 */
class IngCriteriaTest {

    private static final Crosstable TABLE = Crosstable.of(
            List.of(Entrant.of("A"), Entrant.of("B"), Entrant.of("C"), Entrant.of("D")),
            List.of(win(1, "A", "B"), win(1, "C", "D"), win(2, "A", "C"), win(2, "B", "D"), win(3, "D", "A"),
                    win(3, "B", "C")),
            List.of(), Scoring.ING_1991, 3);

    @Test
    void primaryScoreIsTheNumberOfWins() {
        assertEquals(2, IngCriteria.primary(TABLE, "A"));
        assertEquals(1, IngCriteria.primary(TABLE, "D"));
    }

    @Test
    void a1SumsDefeatedOpponentsPrimaryScores() {
        assertEquals(3, IngCriteria.a1(TABLE, "A"));
        assertEquals(2, IngCriteria.a1(TABLE, "D"));
    }

    @Test
    void a2SumsTheOtherOpponentsPrimaryScores() {
        assertEquals(1, IngCriteria.a2(TABLE, "A"));
        assertEquals(4, IngCriteria.a2(TABLE, "C"));
    }

    @Test
    void b1SumsDefeatedOpponentsSecondaryScores() {
        assertEquals(9, IngCriteria.b1(TABLE, "A"));
        assertEquals(10, IngCriteria.b1(TABLE, "B"));
    }

    @Test
    void b2SumsTheOtherOpponentsSecondaryScores() {
        assertEquals(8, IngCriteria.b2(TABLE, "C"));
        assertEquals(9, IngCriteria.b2(TABLE, "D"));
    }

    @Test
    void tiesOnPrimaryScoreAreBrokenByA1() {
        assertEquals(List.of("A", "B", "D", "C"), IngCriteria.PLACEMENT.rank(TABLE).order());
    }
}
