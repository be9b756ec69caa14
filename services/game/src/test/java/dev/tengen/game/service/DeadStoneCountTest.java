package dev.tengen.game.service;

import static dev.tengen.game.service.Games.WALLS;
import static dev.tengen.game.service.Games.history;
import static dev.tengen.game.service.Games.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.game.service.api.GameRefused;
import dev.tengen.rules.scoring.ScoreReport;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The count a referee's screen shows for the dead stones marked, before both players agree. The position: Black walls
 * column E, White column F (9x9), and White's stone at B5 inside Black's area, answered by a pass.
 */
class DeadStoneCountTest {

    private static List<Object> invaded(String ruleset, double komi) {
        List<Object> events = new ArrayList<>(WALLS.subList(0, 18));
        events.addAll(moves(19, "B pass", "W B5", "B pass", "W pass"));
        return history(Games.started(ruleset, "incheon-2013", 9, komi), events);
    }

    @Test
    void underKoreanRulesTheDeadStoneIsAPrisonerAndItsPointTerritory() {
        // Korean 2016 art. 8, 9, 12: Black 36 points of territory (A-D) + 1 prisoner; White 27 (G, H, J) + 6.5 komi.
        ScoreReport report = DeadStoneCount.of(GameRecord.of(invaded("korean-2016", 6.5)), List.of("B5")).report();
        assertEquals(36, report.black().territory());
        assertEquals(1, report.black().prisoners());
        assertEquals(37.0, report.black().total());
        assertEquals(33.5, report.white().total());
        assertEquals("B+3.5", report.resultText());
    }

    @Test
    void underChineseRulesTheCountIsTheAreaAndTheResultIsInStones() {
        // Chinese 2002 art. 9 and 11: Black 9 stones + 36 points = 45, White 9 + 27 = 36 and 3 3/4 stones (7.5 points).
        ScoreReport report = DeadStoneCount.of(GameRecord.of(invaded("chinese-2002", 7.5)), List.of("B5")).report();
        assertEquals(45.0, report.black().area());
        assertEquals(36.0, report.white().area());
        assertEquals("B+3/4 stone", report.resultInUnit());
    }

    @Test
    void theStoneLeftAliveLeavesBlacksAreaNeutral() {
        ScoreReport report = DeadStoneCount.of(GameRecord.of(invaded("korean-2016", 6.5)), List.of()).report();
        assertEquals(0, report.black().territory());
        assertEquals("W+33.5", report.resultText());
    }

    @Test
    void theResultProposedCarriesTheCountInTheRuleSetsUnit() {
        assertEquals("B+3/4 stone: Black wins by counting, Chinese 2002 art. 9",
                DeadStoneCount.of(GameRecord.of(invaded("chinese-2002", 7.5)), List.of("B5")).result().detail()
                        .replaceAll(" and .*", ""));
    }

    @Test
    void noCountWhilePlayGoesOn() {
        GameRefused refused = assertThrows(GameRefused.class, () -> DeadStoneCount.of(
                GameRecord.of(history(Games.started("korean-2016", "incheon-2013", 9, 6.5), moves(1, "B E5"))), List.of()));
        assertEquals("play-not-stopped", refused.code());
    }

    @Test
    void anEmptyPointCannotBeDead() {
        GameRefused refused = assertThrows(GameRefused.class,
                () -> DeadStoneCount.of(GameRecord.of(invaded("korean-2016", 6.5)), List.of("A1")));
        assertEquals("no-stone-to-be-dead", refused.code());
    }

    @Test
    void aTextThatIsNoPointIsNamed() {
        GameRefused refused = assertThrows(GameRefused.class,
                () -> DeadStoneCount.of(GameRecord.of(invaded("korean-2016", 6.5)), List.of("Z99")));
        assertEquals("points", refused.field());
    }
}
