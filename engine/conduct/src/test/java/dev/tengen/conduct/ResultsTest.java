package dev.tengen.conduct;

import static dev.tengen.conduct.Play.kinds;
import static dev.tengen.conduct.Play.timeline;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.clock.SuddenDeath;
import dev.tengen.rules.Compensation;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Results: by count with penalties, by resignation, by time, the Incheon replay of a draw, Ing's symbols.
 *
 * <p>The counted games are on a 5x5 board, Black walling off three columns and White two:
 * <pre>
 *     A B C D E
 *  5  . . X O .
 *  4  . . X O .
 *  3  . . X O .
 *  2  . . X O .
 *  1  . . X O .
 * </pre>
 */
class ResultsTest {

    private static final String[] WALLS = {"C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5", "pass", "pass"};

    @Test
    void chineseCountInStonesWithAWarningCostingOneStone() {
        // Area: Black 15, White 10 + 3 3/4 stones (7.5 points) = 17.5; Black's warning costs 2 points: W+4.5, 2 1/4 stones.
        Play play = timeline(5).claim(new Infraction.Offence(Infraction.Kind.SMOKING, BLACK)).moves(BLACK, WALLS);
        GameResult result = count(Rulesets.CHINESE_2002, CompetitionCodes.CHINESE_2002, play);
        assertEquals(WHITE, result.winner());
        assertEquals(4.5, result.marginPoints());
        assertTrue(result.detail().startsWith("W+2 1/4 stones"), result.detail());
    }

    @Test
    void incheonReplaysADrawnGameWithinTheRemainingTime() {
        // Territory: Black 10, White 5 + komi 5 = 10: jigo.
        Ruleset komi5 = Rulesets.KOREAN_2013.withCompensation(Compensation.points(5));
        List<Ruling> rulings = rulings(komi5, CompetitionCodes.INCHEON_2013, timeline(5).moves(BLACK, WALLS));
        assertEquals(List.of("draw", "Replay"), kinds(rulings.subList(rulings.size() - 2, rulings.size())), rulings.toString());
        assertEquals(new Ruling.Replay(true, "drawn game", "Incheon 2013 code art. 2.2.3"), rulings.getLast());
    }

    @Test
    void ingCountWonByCompensationWhenTheBoardFavoursTheLoser() {
        // Board 15 to 10 for Black; 8 points compensation turn it into W+3.
        List<Ruling> rulings = rulings(Rulesets.ING_1991.withBoardSize(5), CompetitionCodes.ING_1991, timeline(5).moves(BLACK, WALLS));
        Ruling.ResultDeclared declared = (Ruling.ResultDeclared) rulings.getLast();
        assertEquals(3, declared.result().marginPoints(), rulings.toString());
        assertEquals("won by compensation as White", declared.ing().orElseThrow().white().text());
        assertEquals("lost by compensation as Black", declared.ing().orElseThrow().black().text());
    }

    @Test
    void ingEqualTotalsGoToBlackUnderArticleSix() {
        // Board 15 to 10 for Black, 5 points compensation: no difference, a draw (art. 4) that goes to Black (art. 6).
        Ruleset komi5 = Rulesets.ING_1991.withCompensation(Compensation.points(5));
        Ruling.ResultDeclared declared = (Ruling.ResultDeclared) rulings(komi5, CompetitionCodes.ING_1991,
                timeline(5).moves(BLACK, WALLS)).getLast();
        assertEquals(BLACK, declared.result().winner());
        assertEquals("Ing 1991 art. 6, Compensation points", declared.article());
    }

    @Test
    void ingResignationIsAnUnconditionalResult() {
        IngResult symbols = IngResult.of(GameResult.resignation(BLACK), Optional.empty());
        assertEquals("won unconditionally as Black", symbols.black().text());
        assertEquals("lost unconditionally as White", symbols.white().text());
    }

    @Test
    void ingExcessiveTimeIsAForfeit() {
        IngResult symbols = IngResult.of(new GameResult(WHITE, GameResult.Reason.TIME, 0, "time"), Optional.empty());
        assertEquals("lost by forfeit as Black", symbols.black().text());
    }

    @Test
    void aResignationNamesTheCodesArticle() {
        List<Ruling> rulings = Adjudication.replay(Play.setup(CompetitionCodes.ING_1991, 9),
                timeline().move(BLACK, "E5").then(new Action.Resign(Play.START.plusSeconds(60), WHITE, Optional.empty())).actions());
        Ruling.ResultDeclared declared = (Ruling.ResultDeclared) rulings.getLast();
        assertEquals("B+R", declared.result().sgf());
        assertEquals("Ing 1991 art. 9, Passing (1): a resigning player places two stones on the board", declared.article());
    }

    @Test
    void theFlagFallingInSuddenDeathLosesOnTimeUnderTheCodesTimeRule() {
        // One minute each: White thinks from 0:00:10 to 0:01:20, and his time ran out at 0:01:10.
        Setup setup = Play.timed(CompetitionCodes.AGA_ELIMINATION, SuddenDeath.of(Duration.ofMinutes(1)), Set.of());
        Play play = timeline().move(BLACK, "E5").after(Duration.ofSeconds(60)).move(WHITE, "E6");
        List<Ruling> rulings = Adjudication.replay(setup, play.actions());
        Ruling.ResultDeclared declared = (Ruling.ResultDeclared) rulings.getLast();
        assertEquals("B+T", declared.result().sgf());
        // AGA rule 12: the event's absolute time; the sudden death of Chinese 2002 art. 12.4 is another document's.
        assertEquals("AGA rule 12", declared.article());
    }

    private static GameResult count(Ruleset rules, CompetitionCode code, Play play) {
        return ((Ruling.ResultDeclared) rulings(rules, code, play).getLast()).result();
    }

    private static List<Ruling> rulings(Ruleset rules, CompetitionCode code, Play play) {
        Setup setup = new Setup(rules.withBoardSize(5), code, Play.START, Venue.NEAR_LODGING, Optional.empty(), 0,
                Team.player("Black"), Team.player("White"), Set.of(), Map.of(), false);
        List<Action> actions = new java.util.ArrayList<>(play.actions());
        actions.add(new Action.DeadStones(play.next(), Set.of()));
        actions.add(new Action.Confirm(play.next()));
        return Adjudication.replay(setup, actions);
    }
}
