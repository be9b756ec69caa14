package dev.tengen.conduct;

import static dev.tengen.conduct.Play.START;
import static dev.tengen.conduct.Play.kinds;
import static dev.tengen.conduct.Play.point;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.clock.Byoyomi;
import dev.tengen.clock.SuddenDeath;
import dev.tengen.clock.TimeSystem;
import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Phase;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Chinese 2002 art. 22.5: the last byoyomi period runs out before the player moves; in principle he loses, but on his
 * appeal the referee may judge the lack of a move a pass, and the game goes on with the overtime counting as before.
 *
 * <p>One minute basic time and one period of 30 seconds. Black plays D4 at 0:10, White F6 at 0:20; Black's clock then
 * runs out at 1:40 (50 seconds of basic time left, then the period).
 */
class ExpiryAppealTest {

    private static final TimeSystem MINUTE_AND_ONE_PERIOD = new Byoyomi(Duration.ofMinutes(1), 1, Duration.ofSeconds(30));

    private static Instant at(int seconds) {
        return START.plusSeconds(seconds);
    }

    private static Adjudication opening(CompetitionCode code, TimeSystem time) {
        Adjudication game = new Adjudication(Play.timed(code, time, Set.of()));
        game.handle(new Action.Place(at(10), BLACK, point("D4"), Optional.empty()));
        game.handle(new Action.Place(at(20), WHITE, point("F6"), Optional.empty()));
        return game;
    }

    private static List<Ruling> appeal(Adjudication game, int seconds, Color player, boolean judgedPass) {
        return game.handle(new Action.ExpiryAppeal(at(seconds), player, judgedPass));
    }

    @Test
    void theLastPeriodRunningOutLosesOnTimeInPrinciple() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, MINUTE_AND_ONE_PERIOD);

        game.handle(new Action.Place(at(105), BLACK, point("C3"), Optional.empty()));

        assertEquals(GameResult.Reason.TIME, game.result().orElseThrow().result().reason());
        assertEquals(WHITE, game.result().orElseThrow().result().winner());
    }

    @Test
    void theLossOnTimeCitesTheArticlesOfTheExpiryNotOfTheBasicTime() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, MINUTE_AND_ONE_PERIOD);

        game.handle(new Action.Place(at(105), BLACK, point("C3"), Optional.empty()));

        assertEquals("Chinese 2002 art. 12.3, 22.5", game.result().orElseThrow().article());
    }

    @Test
    void theRefereeJudgesTheExpiryAPassOnAppealAndPlayGoesOn() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, MINUTE_AND_ONE_PERIOD);

        List<Ruling> rulings = appeal(game, 105, BLACK, true);

        assertEquals(new Ruling.ExpiryJudgedAsPass(BLACK, "Chinese 2002 art. 22.5"), rulings.get(rulings.size() - 1));
        assertEquals(Optional.empty(), game.result());
        assertEquals(WHITE, game.game().toMove());
        List<Ruling> next = game.handle(new Action.Place(at(110), WHITE, point("C7"), Optional.empty()));
        assertEquals(List.of("MoveAccepted"), kinds(next));
    }

    @Test
    void afterThePassTheOvertimeCountingContinuesAsBefore() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, MINUTE_AND_ONE_PERIOD);
        appeal(game, 105, BLACK, true);
        game.handle(new Action.Place(at(110), WHITE, point("C7"), Optional.empty()));

        // Black's clock runs from 1:50 with the one period of 30 seconds: a move at 2:15 is in time, at 2:20 too late.
        List<Ruling> inTime = game.handle(new Action.Place(at(135), BLACK, point("G3"), Optional.empty()));
        assertEquals(List.of("MoveAccepted"), kinds(inTime));
        game.handle(new Action.Place(at(140), WHITE, point("G7"), Optional.empty()));
        game.handle(new Action.Place(at(170), BLACK, point("E5"), Optional.empty()));
        assertEquals(GameResult.Reason.TIME, game.result().orElseThrow().result().reason());
    }

    @Test
    void aJudgedPassAfterTheOpponentsPassStopsPlay() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, MINUTE_AND_ONE_PERIOD);
        game.handle(new Action.Place(at(30), BLACK, point("C3"), Optional.empty()));
        game.handle(new Action.Pass(at(40), WHITE, Optional.empty()));

        appeal(game, 120, BLACK, true);

        assertEquals(Phase.COUNTING, game.game().phase());
        assertEquals(Optional.empty(), game.result());
    }

    @Test
    void anAppealTheRefereeDoesNotGrantLeavesTheLoss() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, MINUTE_AND_ONE_PERIOD);

        List<Ruling> rulings = appeal(game, 105, BLACK, false);

        assertTrue(rulings.get(rulings.size() - 1) instanceof Ruling.Noted n && n.description().contains("the loss stands"),
                rulings.toString());
        assertEquals(WHITE, game.result().orElseThrow().result().winner());
    }

    @Test
    void aCodeWithoutTheRuleLetsTheLossOnTimeStand() {
        Adjudication game = opening(CompetitionCodes.INCHEON_2013, MINUTE_AND_ONE_PERIOD);

        List<Ruling> rulings = appeal(game, 105, BLACK, true);

        assertEquals("ActionRefused", kinds(rulings).get(kinds(rulings).size() - 1));
        assertEquals(GameResult.Reason.TIME, game.result().orElseThrow().result().reason());
    }

    @Test
    void onlyThePlayerWhoLostOnTimeMayAppeal() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, MINUTE_AND_ONE_PERIOD);
        appeal(game, 105, BLACK, false);

        List<Ruling> rulings = appeal(game, 110, WHITE, true);

        assertEquals(List.of(new Ruling.ActionRefused("expiry appeal", "White has not lost on time", "Chinese 2002 art. 22.5")),
                rulings);
    }

    @Test
    void anAppealBeforeTheTimeRunsOutIsRefused() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, MINUTE_AND_ONE_PERIOD);

        List<Ruling> rulings = appeal(game, 30, BLACK, true);

        assertEquals(List.of("ActionRefused"), kinds(rulings));
        assertEquals(Optional.empty(), game.result());
    }

    @Test
    void suddenDeathHasNoPeriodToJudgeAPass() {
        Adjudication game = opening(CompetitionCodes.CHINESE_2002, SuddenDeath.of(Duration.ofMinutes(1)));

        List<Ruling> rulings = appeal(game, 90, BLACK, true);

        Ruling last = rulings.get(rulings.size() - 1);
        assertTrue(last instanceof Ruling.ActionRefused r && r.reason().contains("only the expiry of the last byoyomi period"),
                rulings.toString());
        assertEquals(GameResult.Reason.TIME, game.result().orElseThrow().result().reason());
    }
}
