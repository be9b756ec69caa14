package dev.tengen.game.service;

import static dev.tengen.game.service.Games.BY;
import static dev.tengen.game.service.Refusals.refusedWith;

import dev.tengen.clock.TimeControl;
import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ByoyomiPeriodUsed;
import dev.tengen.game.service.api.CheckFlag;
import dev.tengen.game.service.api.ClockPaused;
import dev.tengen.game.service.api.ClockReading;
import dev.tengen.game.service.api.ClockResumed;
import dev.tengen.game.service.api.ClockStarted;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PauseClock;
import dev.tengen.game.service.api.PenaltyPointsCharged;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.RecordArrival;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.ResumeClock;
import dev.tengen.game.service.api.StartClock;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.game.service.api.TimeExpired;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The game clock in the game: started by the referee, pressed by moves, paused for breaks, lateness, loss on time. */
class ClockTest {

    /** The scheduled start, when the referee starts the clock. */
    private static final Instant T0 = Instant.parse("2026-05-03T10:00:00Z");

    /**
     * Ten minutes, then three periods of thirty seconds (Chinese 2002 art. 12.3). The games are under the Incheon
     * code, whose time limits are the Games' handbook's: the clock's events cite Incheon 2013 code art. 2.1.
     */
    private static final TimeControl BYOYOMI =
            new TimeControl("byoyomi", Duration.ofMinutes(10), 3, Duration.ofSeconds(30), null, null, null);
    private static final TimeControl HOUR = new TimeControl("sudden-death", Duration.ofHours(1), null, null, null, null, null);
    private static final String INCHEON_LATENESS = "Incheon 2013 code art. 2.2.2";
    private static final String INCHEON_TIME = "Incheon 2013 code art. 2.1";

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    private static GameStarted started(TimeControl time) {
        return new GameStarted("g-1", "t-1", 1, 3, "p-lee", "p-cho", "korean-2016", "incheon-2013", 9, 0, 6.5, time,
                "td-park", T0.minusSeconds(600));
    }

    private static Instant at(int minutes, int seconds) {
        return T0.plusSeconds(minutes * 60L + seconds);
    }

    private static ClockStarted clockStarted() {
        return new ClockStarted("g-1", "t-1", Color.BLACK, BY, T0);
    }

    private static PlayMove move(String color, String point, Instant at) {
        return new PlayMove("g-1", null, color, point, BY, at);
    }

    private static ClockReading basicLeft(Duration left) {
        return new ClockReading(left, null, null, null, null, false);
    }

    @Test
    void theRefereeStartsTheClockWithTheSideToMoveRunning() {
        fixture.given(started(BYOYOMI))
                .when(new StartClock("g-1", null, BY, T0))
                .expectEvents(clockStarted());
    }

    @Test
    void aGameWithoutTimeControlHasNoClockToStart() {
        fixture.given(started(null))
                .when(new StartClock("g-1", null, BY, T0))
                .expectNoEvents()
                .expectException(refusedWith("game-untimed"));
    }

    @Test
    void theClockStartsOnce() {
        fixture.given(started(BYOYOMI), clockStarted())
                .when(new StartClock("g-1", null, BY, at(1, 0)))
                .expectNoEvents()
                .expectException(refusedWith("clock-refused"));
    }

    @Test
    void aGameStartedWithAnInvalidTimeControlIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new StartGame("g-1", "t-1", 1, 3, "p-lee", "p-cho", "korean-2016", "incheon-2013", 9, 0, 6.5,
                        new TimeControl("byoyomi", Duration.ofMinutes(10), 3, Duration.ZERO, null, null, null), "td-park", T0))
                .expectNoEvents()
                .expectException(refusedWith("time-control-invalid"));
    }

    @Test
    void aMovePressesTheClockAndCarriesTheMoversTimeLeft() {
        // Two minutes of ten used: eight left, the three periods untouched.
        fixture.given(started(BYOYOMI), clockStarted())
                .when(move("black", "E5", at(2, 0)))
                .expectEvents(new MovePlayed("g-1", "t-1", 1, Color.BLACK, "E5", List.of(), BY, at(2, 0),
                        new ClockReading(Duration.ofMinutes(8), 3, Duration.ofSeconds(30), null, null, false)));
    }

    @Test
    void aMoveFortySecondsIntoOvertimeUsesOnePeriod() {
        // The first period runs out at 10:30 and is used; the move comes within the second.
        fixture.given(started(BYOYOMI), clockStarted())
                .when(move("black", "E5", at(10, 40)))
                .expectEvents(new ByoyomiPeriodUsed("g-1", "t-1", Color.BLACK, 2, INCHEON_TIME, at(10, 30)),
                        new MovePlayed("g-1", "t-1", 1, Color.BLACK, "E5", List.of(), BY, at(10, 40),
                                new ClockReading(Duration.ZERO, 2, Duration.ofSeconds(30), null, null, false)));
    }

    @Test
    void aMoveAtTheEndOfTheLastPeriodIsTooLateAndLosesOnTime() {
        // A stone placed as the count reaches the end counts as the period used (Chinese 2002 art. 12.3); 10:00 + 3 x 0:30.
        String reason = "Black's time ran out at " + at(11, 30) + " (" + INCHEON_TIME + ")";
        fixture.given(started(BYOYOMI), clockStarted())
                .when(move("black", "E5", at(11, 30)))
                .expectEvents(new ByoyomiPeriodUsed("g-1", "t-1", Color.BLACK, 2, INCHEON_TIME, at(10, 30)),
                        new ByoyomiPeriodUsed("g-1", "t-1", Color.BLACK, 1, INCHEON_TIME, at(11, 0)),
                        new TimeExpired("g-1", "t-1", Color.BLACK, INCHEON_TIME, BY, at(11, 30), at(11, 30)),
                        new ResultProposed("g-1", "t-1", "W+T", Color.WHITE, Outcome.WHITE_WINS, "time", reason, false, BY,
                                at(11, 30)));
    }

    @Test
    void noMoveIsPlayedOnceTimeHasExpired() {
        fixture.given(started(BYOYOMI), clockStarted())
                .andGivenCommands(move("black", "E5", at(11, 30)))
                .when(move("black", "E5", at(11, 31)))
                .expectNoEvents()
                .expectException(refusedWith("game-over"));
    }

    @Test
    void aRefereeCheckingAFlagThatHasNotFallenChangesNothing() {
        fixture.given(started(BYOYOMI), clockStarted())
                .when(new CheckFlag("g-1", null, BY, at(11, 29)))
                .expectNoEvents()
                .expectException(refusedWith("flag-not-fallen"));
    }

    @Test
    void aRefereeDeclaresTheFlagFallenOfAnIdlePlayer() {
        // In sudden death the player who runs out of time loses (Chinese 2002 art. 12.4); an hour ran out at 11:00.
        String reason = "Black's time ran out at " + at(60, 0) + " (" + INCHEON_TIME + ")";
        fixture.given(started(HOUR), clockStarted())
                .when(new CheckFlag("g-1", null, BY, at(75, 0)))
                .expectEvents(new TimeExpired("g-1", "t-1", Color.BLACK, INCHEON_TIME, BY, at(60, 0), at(75, 0)),
                        new ResultProposed("g-1", "t-1", "W+T", Color.WHITE, Outcome.WHITE_WINS, "time", reason, false, BY,
                                at(75, 0)));
    }

    @Test
    void aBreakIsNoOnesThinkingTime() {
        // Chinese 2002 art. 14: one minute before the break, thirty minutes of break, one after: two of sixty used.
        fixture.given(started(HOUR), clockStarted(),
                        new ClockPaused("g-1", "t-1", INCHEON_TIME, BY, at(1, 0)),
                        new ClockResumed("g-1", "t-1", INCHEON_TIME, BY, at(31, 0)))
                .when(move("black", "E5", at(32, 0)))
                .expectEvents(new MovePlayed("g-1", "t-1", 1, Color.BLACK, "E5", List.of(), BY, at(32, 0),
                        basicLeft(Duration.ofMinutes(58))));
    }

    @Test
    void pausingAndResumingAreRecorded() {
        fixture.given(started(HOUR), clockStarted())
                .when(new PauseClock("g-1", null, BY, at(1, 0)))
                .expectEvents(new ClockPaused("g-1", "t-1", INCHEON_TIME, BY, at(1, 0)));
        newFixture();
        fixture.given(started(HOUR), clockStarted(), new ClockPaused("g-1", "t-1", INCHEON_TIME, BY, at(1, 0)))
                .when(new ResumeClock("g-1", null, BY, at(31, 0)))
                .expectEvents(new ClockResumed("g-1", "t-1", INCHEON_TIME, BY, at(31, 0)));
    }

    @Test
    void aClockThatRunsCannotBeResumed() {
        fixture.given(started(HOUR), clockStarted())
                .when(new ResumeClock("g-1", null, BY, at(1, 0)))
                .expectNoEvents()
                .expectException(refusedWith("clock-refused"));
    }

    @Test
    void aPlayerLateByTenMinutesLosesTwentyMinutesOfTime() {
        // Incheon 2013 code art. 2.2: ten minutes late, twenty off. White's clock ran nine of them after Black's move at
        // 10:01, so eleven more are charged now; his next move at 10:12 leaves 60 - 11 (run) - 11 (charged) = 38.
        String reason = "White was late by 0:10:00: twice that, 0:20:00, comes off the time, 0:11:00 of it now ("
                + INCHEON_LATENESS + ")";
        MovePlayed blackMoves = new MovePlayed("g-1", "t-1", 1, Color.BLACK, "E5", List.of(), BY, at(1, 0),
                basicLeft(Duration.ofMinutes(59)));
        fixture.given(started(HOUR), clockStarted(), blackMoves)
                .when(new RecordArrival("g-1", null, "white", BY, at(10, 0)))
                .expectEvents(new ArrivalRecorded("g-1", "t-1", Color.WHITE, Duration.ofMinutes(10), Duration.ofMinutes(11),
                        false, reason, INCHEON_LATENESS, BY, at(10, 0)));
        newFixture();
        fixture.given(started(HOUR), clockStarted(), blackMoves, new ArrivalRecorded("g-1", "t-1", Color.WHITE,
                        Duration.ofMinutes(10), Duration.ofMinutes(11), false, reason, INCHEON_LATENESS, BY, at(10, 0)))
                .when(move("white", "C3", at(12, 0)))
                .expectEvents(new MovePlayed("g-1", "t-1", 2, Color.WHITE, "C3", List.of(), BY, at(12, 0),
                        basicLeft(Duration.ofMinutes(38))));
    }

    @Test
    void aPlayerLateByMoreThanFifteenMinutesLosesTheGame() {
        // Incheon 2013 code art. 2.2: more than 15 minutes late loses; no move was played, so the game is won by forfeit.
        String why = "late by 0:16:00, more than 0:15:00 (" + INCHEON_LATENESS + ")";
        fixture.given(started(HOUR), clockStarted())
                .when(new RecordArrival("g-1", null, "white", BY, at(16, 0)))
                .expectEvents(new ArrivalRecorded("g-1", "t-1", Color.WHITE, Duration.ofMinutes(16), Duration.ZERO, true, why,
                                INCHEON_LATENESS, BY, at(16, 0)),
                        new GameForfeited("g-1", "t-1", Color.WHITE, why, INCHEON_LATENESS, BY, at(16, 0)),
                        new ResultProposed("g-1", "t-1", "B+F", Color.BLACK, Outcome.BLACK_WINS, "forfeit",
                                "White loses: late by 0:16:00, more than 0:15:00 (" + INCHEON_LATENESS + ")", true, BY,
                                at(16, 0)));
    }

    @Test
    void exactlyFifteenMinutesLateStillPlays() {
        fixture.given(started(HOUR), clockStarted())
                .when(new RecordArrival("g-1", null, "white", BY, at(15, 0)))
                .expectEvents(new ArrivalRecorded("g-1", "t-1", Color.WHITE, Duration.ofMinutes(15), Duration.ofMinutes(30),
                        false, "White was late by 0:15:00: twice that, 0:30:00, comes off the time, 0:30:00 of it now ("
                                + INCHEON_LATENESS + ")", INCHEON_LATENESS, BY, at(15, 0)));
    }

    @Test
    void aPlayerWhoHasMovedIsNotLate() {
        fixture.given(started(HOUR), clockStarted(), new MovePlayed("g-1", "t-1", 1, Color.BLACK, "E5", List.of(), BY,
                        at(1, 0), basicLeft(Duration.ofMinutes(59))))
                .when(new RecordArrival("g-1", null, "black", BY, at(2, 0)))
                .expectNoEvents()
                .expectException(refusedWith("arrival-already-recorded"));
    }

    @Test
    void lateFromAClockNotStartedCannotBeCounted() {
        fixture.given(started(HOUR))
                .when(new RecordArrival("g-1", null, "white", BY, at(5, 0)))
                .expectNoEvents()
                .expectException(refusedWith("clock-refused"));
    }

    @Test
    void ingPenaltyPointsAreChargedOnceTheBasicTimeIsExceeded() {
        // Ing 1991 art. 7 (1): exceeding the basic time costs two points; the game is under Ing's own code.
        TimeControl ing = new TimeControl("ing-penalty-points", Duration.ofHours(1), null, null, null, null, null);
        GameStarted underIng = new GameStarted("g-1", "t-1", 1, 3, "p-lee", "p-cho", "ing-1991", "ing-1991", 9, 0, 8, ing,
                "td-park", T0.minusSeconds(600));
        fixture.given(underIng, clockStarted())
                .when(move("black", "E5", at(60, 1)))
                .expectEvents(new PenaltyPointsCharged("g-1", "t-1", Color.BLACK, 2, "Ing 1991 art. 7 (1)", at(60, 0)),
                        new MovePlayed("g-1", "t-1", 1, Color.BLACK, "E5", List.of(), BY, at(60, 1),
                                new ClockReading(Duration.ZERO, null, null, null, 2, false)));
    }
}
