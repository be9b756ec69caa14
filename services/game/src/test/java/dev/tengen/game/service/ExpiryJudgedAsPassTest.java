package dev.tengen.game.service;

import static dev.tengen.game.service.Games.BY;
import static dev.tengen.game.service.Refusals.refusedWith;

import dev.tengen.clock.TimeControl;
import dev.tengen.game.service.api.ClockReading;
import dev.tengen.game.service.api.ClockStarted;
import dev.tengen.game.service.api.ConfirmResult;
import dev.tengen.game.service.api.ExpiryJudgedAsPass;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.JudgeExpiryAsPass;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.TimeExpired;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Chinese 2002 art. 22.5 in the game: the last byoyomi period runs out, the player appeals, and the referee judges the
 * lack of a move a pass. Ten minutes basic time and one period of thirty seconds: Black's time runs out at 10:30.
 */
class ExpiryJudgedAsPassTest {

    private static final Instant T0 = Instant.parse("2026-05-03T10:00:00Z");
    private static final TimeControl ONE_PERIOD =
            new TimeControl("byoyomi", Duration.ofMinutes(10), 1, Duration.ofSeconds(30), null, null, null);
    private static final TimeControl HOUR = new TimeControl("sudden-death", Duration.ofHours(1), null, null, null, null, null);

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    private static GameStarted started(String code, TimeControl time) {
        return new GameStarted("g-1", "t-1", 1, 3, "p-lee", "p-cho", "chinese-2002", code, 9, 0, 7.5, time, "td-park",
                T0.minusSeconds(600));
    }

    private static Instant at(int minutes, int seconds) {
        return T0.plusSeconds(minutes * 60L + seconds);
    }

    private static PlayMove move(String color, String point, Instant at) {
        return new PlayMove("g-1", null, color, point, BY, at);
    }

    private static JudgeExpiryAsPass judgePass(String color, Instant at) {
        return new JudgeExpiryAsPass("g-1", null, color, BY, at);
    }

    private static ClockStarted clockStarted() {
        return new ClockStarted("g-1", "t-1", Color.BLACK, BY, T0);
    }

    @Test
    void theRefereeJudgesTheExpiryOfTheLastPeriodAPass() {
        fixture.given(started("chinese-2002", ONE_PERIOD), clockStarted())
                .andGivenCommands(move("black", "E5", at(10, 40)))
                .when(judgePass("black", at(11, 0)))
                .expectEvents(new ExpiryJudgedAsPass("g-1", "t-1", 1, Color.BLACK, "Chinese 2002 art. 22.5", BY, at(11, 0)));
    }

    @Test
    void afterThePassTheOpponentPlaysOnWithHisClockRunningFromTheRuling() {
        // White's clock runs from 11:00: a move at 11:20 leaves 9:40 of White's ten minutes.
        fixture.given(started("chinese-2002", ONE_PERIOD), clockStarted())
                .andGivenCommands(move("black", "E5", at(10, 40)), judgePass("black", at(11, 0)))
                .when(move("white", "C3", at(11, 20)))
                .expectEvents(new MovePlayed("g-1", "t-1", 2, Color.WHITE, "C3", List.of(), BY, at(11, 20),
                        new ClockReading(Duration.ofMinutes(9).plusSeconds(40), 1, Duration.ofSeconds(30), null, null, false)));
    }

    @Test
    void thePlayerKeepsHisLastPeriodAndLosesWhenItRunsOutAgain() {
        String reason = "Black's time ran out at " + at(11, 50) + " (Chinese 2002 art. 12.3, 22.5)";
        fixture.given(started("chinese-2002", ONE_PERIOD), clockStarted())
                .andGivenCommands(move("black", "E5", at(10, 40)), judgePass("black", at(11, 0)),
                        move("white", "C3", at(11, 20)))
                .when(move("black", "G7", at(11, 50)))
                .expectEvents(new TimeExpired("g-1", "t-1", Color.BLACK, "Chinese 2002 art. 12.3, 22.5", BY, at(11, 50),
                                at(11, 50)),
                        new ResultProposed("g-1", "t-1", "W+T", Color.WHITE, Outcome.WHITE_WINS, "time", reason, false, BY,
                                at(11, 50)));
    }

    @Test
    void aCodeWithoutTheRuleLetsTheLossOnTimeStand() {
        fixture.given(started("incheon-2013", ONE_PERIOD), clockStarted())
                .andGivenCommands(move("black", "E5", at(10, 40)))
                .when(judgePass("black", at(11, 0)))
                .expectNoEvents()
                .expectException(refusedWith("expiry-not-appealable"));
    }

    @Test
    void aPlayerWhoHasNotLostOnTimeHasNothingToAppeal() {
        fixture.given(started("chinese-2002", ONE_PERIOD), clockStarted())
                .andGivenCommands(move("black", "E5", at(10, 40)))
                .when(judgePass("white", at(11, 0)))
                .expectNoEvents()
                .expectException(refusedWith("expiry-not-appealable"));
    }

    @Test
    void suddenDeathHasNoPeriodToJudgeAPass() {
        fixture.given(started("chinese-2002", HOUR), clockStarted())
                .andGivenCommands(move("black", "E5", at(61, 0)))
                .when(judgePass("black", at(61, 10)))
                .expectNoEvents()
                .expectException(refusedWith("clock-refused"));
    }

    @Test
    void aConfirmedLossOnTimeIsFinal() {
        fixture.given(started("chinese-2002", ONE_PERIOD), clockStarted())
                .andGivenCommands(move("black", "E5", at(10, 40)),
                        new ConfirmResult("g-1", null, "player", "black", "W+T", BY, at(10, 50)),
                        new ConfirmResult("g-1", null, "player", "white", "W+T", BY, at(10, 50)),
                        new ConfirmResult("g-1", null, "referee", "referee-han", "W+T", BY, at(10, 50)))
                .when(judgePass("black", at(11, 0)))
                .expectNoEvents()
                .expectException(refusedWith("result-final"));
    }
}
