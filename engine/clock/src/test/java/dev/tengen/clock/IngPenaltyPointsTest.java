package dev.tengen.clock;

import static dev.tengen.clock.Side.BLACK;
import static dev.tengen.clock.Side.WHITE;
import static dev.tengen.clock.Times.at;
import static dev.tengen.clock.Times.d;
import static dev.tengen.clock.Times.factsOf;
import static dev.tengen.clock.Times.look;
import static dev.tengen.clock.Times.press;
import static dev.tengen.clock.Times.replay;
import static dev.tengen.clock.Times.start;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IngPenaltyPointsTest {

    /** One hour basic time: the steps fall at 1:00:00, 1:10:00, 1:20:00 and forfeit past 1:30:00. */
    private static final IngPenaltyPoints ONE_HOUR = new IngPenaltyPoints(d("1:00:00"));

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "art. 7 (1): basic time used exactly: no penalty,          1:00:00,     0, false",
        "art. 7 (1): exceeding the basic time: 2 points,           1:00:00.001, 2, false",
        "art. 7 (1): additional time of exactly 1/6: still 2,      1:10:00,     2, false",
        "art. 7 (1): in excess of 1/6: 4 points,                   1:10:00.001, 4, false",
        "art. 7 (1): additional time of exactly 2/6: still 4,      1:20:00,     4, false",
        "art. 7 (1): in excess of 2/6: 6 points,                   1:20:00.001, 6, false",
        "art. 7 (1): additional time of exactly half: 6 and no forfeit, 1:30:00,   6, false",
        "art. 7 (1) and art. 8 Forfeiture (4): in excess of half: forfeit,    1:30:00.001, 6, true",
    })
    void blackThinksUntil(String article, String moveAt, int points, boolean forfeit) {
        ClockReplay game = replay(ONE_HOUR, start(), press(moveAt, BLACK));
        assertEquals(points, game.clock().time(BLACK).penaltyPoints());
        assertEquals(forfeit, game.clock().time(BLACK).expired());
    }

    @Test
    void eachStepIsDatedWhenItWasCrossed() {
        ClockReplay game = replay(ONE_HOUR, start(), look("2:00:00"));
        assertEquals(List.of(
                new ClockFact.BasicTimeUsedUp(BLACK, at("1:00:00"), "Ing 1991 art. 7 (1)"),
                new ClockFact.PenaltyPointsIncurred(BLACK, at("1:00:00"), 2, "Ing 1991 art. 7 (1)"),
                new ClockFact.PenaltyPointsIncurred(BLACK, at("1:10:00"), 4, "Ing 1991 art. 7 (1)"),
                new ClockFact.PenaltyPointsIncurred(BLACK, at("1:20:00"), 6, "Ing 1991 art. 7 (1)"),
                new ClockFact.TimeExpired(BLACK, at("1:30:00"), "Ing 1991 art. 7 (1), art. 8, Forfeiture (4)")), game.facts());
    }

    @Test
    void additionalTimeAccumulatesOverMoves() {
        // Black: 1:05:00 on the first move (2 points), then 6:00 more on the third: 11:00 additional, 4 points.
        ClockReplay game = replay(ONE_HOUR, start(), press("1:05:00", BLACK), press("1:06:00", WHITE),
                press("1:12:00", BLACK));
        assertEquals(4, game.clock().time(BLACK).penaltyPoints());
    }

    @ParameterizedTest(name = "Black {0}, White {1}")
    @CsvSource({
        "6, 2, BLACK, 4",
        "2, 6, WHITE, 4",
        "4, 0, BLACK, 4",
    })
    void opposingPenaltyPointsCancel(int black, int white, Side penalized, int points) {
        // Ing 1991 art. 7 (1): "If both players are penalized, opposing penalty points cancel".
        assertEquals(Optional.of(new IngPenaltyPoints.NetPenalty(penalized, points)), IngPenaltyPoints.net(black, white));
    }

    @Test
    void equalPenaltiesCancelOut() {
        assertEquals(Optional.empty(), IngPenaltyPoints.net(4, 4));
    }

    @Test
    void theFirstToPassHalfTheBasicTimeLosesEvenWhenBothArePenalized() {
        // Black stops at 25:00 of additional time (6 points); White thinks on and exceeds half first
        // (1:30:00 on his clock at 2:55:00 on the wall).
        ClockReplay game = replay(ONE_HOUR, start(), press("1:25:00", BLACK), look("2:56:00"));
        assertEquals(Optional.of(WHITE), game.clock().expired());
        assertEquals(6, game.clock().time(BLACK).penaltyPoints());
        assertEquals(new ClockFact.TimeExpired(WHITE, at("2:55:00"), "Ing 1991 art. 7 (1), art. 8, Forfeiture (4)"),
                factsOf(game, ClockFact.TimeExpired.class).getFirst());
    }

    @Test
    void timeLimitIsBasicPlusHalf() {
        assertEquals(d("1:30:00"), ONE_HOUR.timeLimit());
    }
}
