package dev.tengen.game.service;

import static dev.tengen.game.service.Games.AT;
import static dev.tengen.game.service.Games.BY;
import static dev.tengen.game.service.Games.TWO_KOS;
import static dev.tengen.game.service.Games.firstKoOffence;
import static dev.tengen.game.service.Games.history;
import static dev.tengen.game.service.Games.moves;
import static dev.tengen.game.service.Refusals.refusedWith;

import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.Pass;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.axonframework.test.matchers.Matchers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class MovesTest {

    private static final GameStarted KOREAN = Games.started("korean-2016", "incheon-2013", 19, 6.5);
    private static final GameStarted CHINESE = Games.started("chinese-2002", "chinese-2002", 19, 7.5);

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    private static PlayMove play(String color, String point) {
        return new PlayMove("g-1", null, color, point, BY, AT);
    }

    @Test
    void aStoneIsPlayedWithItsNumber() {
        fixture.given(KOREAN)
                .when(play("black", "Q16"))
                .expectEvents(new MovePlayed("g-1", "t-1", 1, Color.BLACK, "Q16", List.of(), BY, AT));
    }

    @Test
    void aCaptureNamesTheStonesRemoved() {
        fixture.given(history(KOREAN, moves(1, "B E6", "W F6", "B D5", "W G5", "B E4", "W F4", "B C17", "W E5")))
                .when(play("black", "F5"))
                .expectEvents(new MovePlayed("g-1", "t-1", 9, Color.BLACK, "F5", List.of("E5"), BY, AT));
    }

    @Test
    void aPassIsRecorded() {
        fixture.given(KOREAN)
                .when(new Pass("g-1", null, "black", BY, AT))
                .expectEvents(new PassPlayed("g-1", "t-1", 1, Color.BLACK, BY, AT));
    }

    @Test
    void aKoRetakenUnderTheIncheonCodeIsRejectedWarnedAndCostsTheTurn() {
        fixture.given(history(KOREAN, TWO_KOS))
                .when(play("white", "E5"))
                .expectEvents(
                        new IllegalMoveRejected("g-1", "t-1", Color.WHITE, "E5", "ko", "ko-retaken",
                                "E5 retakes the ko at once; a move elsewhere must come first", "Korean 2016 art. 7",
                                "Incheon 2013 code art. 5.3", BY, AT),
                        new WarningIssued("g-1", "t-1", Color.WHITE, 1, "ko retaken", "Incheon 2013 code art. 5.3", BY, AT),
                        new TurnLost("g-1", "t-1", 18, Color.WHITE, "Incheon 2013 code art. 5.3", BY, AT));
    }

    @Test
    void afterTheLostTurnBlackIsToMoveAndTheBoardIsUnchanged() {
        List<Object> events = new ArrayList<>(TWO_KOS);
        events.addAll(firstKoOffence());
        // E5 is still empty (the retake was refused): Black may fill the ko there.
        fixture.given(history(KOREAN, events))
                .when(play("black", "E5"))
                .expectEvents(new MovePlayed("g-1", "t-1", 19, Color.BLACK, "E5", List.of(), BY, AT));
    }

    /**
     * White's turn was lost by the ruling, not passed: Black's pass after it makes no set of passes (Korean 2013 art.
     * 11.1: a player "chooses to skip a move" and the opponent answers likewise), so White plays on instead of the game
     * going to the count.
     */
    @Test
    void aPassAfterTheLostTurnLeavesTheGameInPlay() {
        List<Object> events = new ArrayList<>(TWO_KOS);
        events.addAll(firstKoOffence());
        events.add(new PassPlayed("g-1", "t-1", 19, Color.BLACK, BY, AT));
        fixture.given(history(KOREAN, events))
                .when(play("white", "Q4"))
                .expectEvents(new MovePlayed("g-1", "t-1", 20, Color.WHITE, "Q4", List.of(), BY, AT));
    }

    @Test
    void aSecondWarningLosesTheGameUnderTheIncheonCode() {
        List<Object> events = new ArrayList<>(TWO_KOS);
        events.addAll(firstKoOffence());
        events.addAll(moves(19, "B P15 xO15"));
        fixture.given(history(KOREAN, events))
                .when(play("white", "O15"))
                .expectEvents(
                        new IllegalMoveRejected("g-1", "t-1", Color.WHITE, "O15", "ko", "ko-retaken",
                                "O15 retakes the ko at once; a move elsewhere must come first", "Korean 2016 art. 7",
                                "Incheon 2013 code art. 5.3", BY, AT),
                        new WarningIssued("g-1", "t-1", Color.WHITE, 2, "ko retaken", "Incheon 2013 code art. 5.3", BY, AT),
                        new GameForfeited("g-1", "t-1", Color.WHITE, "White loses: 2 warnings (Incheon 2013 code art. 5.7)",
                                "Incheon 2013 code art. 5.7", BY, AT),
                        new ResultProposed("g-1", "t-1", "B+F", Color.BLACK, Outcome.BLACK_WINS, "forfeit",
                                "White loses: 2 warnings (Incheon 2013 code art. 5.7)", false, BY, AT));
    }

    @Test
    void aForbiddenIntersectionUnderTheChineseCodeLosesTheTurnWithoutAWarning() {
        fixture.given(history(CHINESE, moves(1, "B B1", "W Q16", "B A2")))
                .when(play("white", "A1"))
                .expectEvents(
                        new IllegalMoveRejected("g-1", "t-1", Color.WHITE, "A1", "suicide", "forbidden-intersection",
                                "A1 is a forbidden intersection for white: the stone would have no liberty and captures nothing",
                                "Chinese 2002 art. 5", "Chinese 2002 art. 19", BY, AT),
                        new TurnLost("g-1", "t-1", 4, Color.WHITE, "Chinese 2002 art. 19", BY, AT));
    }

    @Test
    void aMoveOutOfTurnUnderTheChineseCodeIsWarnedAndCostsTwoPoints() {
        fixture.given(history(CHINESE, moves(1, "B Q16")))
                .when(play("black", "D4"))
                .expectEvents(
                        new IllegalMoveRejected("g-1", "t-1", Color.BLACK, "D4", "not-your-turn", "two-moves-in-a-row",
                                "it is white's turn", "Chinese 2002 art. 7 and 21", "Chinese 2002 art. 17.2", BY, AT),
                        new WarningIssued("g-1", "t-1", Color.BLACK, 1, "two moves in a row", "Chinese 2002 art. 17.2", BY, AT),
                        new PenaltyImposed("g-1", "t-1", Color.BLACK, 2, "warning", "Chinese 2002 art. 24", BY, AT));
    }

    @Test
    void aMoveOutOfTurnUnderTheIncheonCodeLosesTheGame() {
        fixture.given(history(KOREAN, moves(1, "B Q16")))
                .when(play("black", "D4"))
                .expectEvents(
                        new IllegalMoveRejected("g-1", "t-1", Color.BLACK, "D4", "not-your-turn", "two-moves-in-a-row",
                                "it is white's turn", "Korean 2016 art. 11", "Incheon 2013 code art. 5.1.1", BY, AT),
                        new GameForfeited("g-1", "t-1", Color.BLACK,
                                "Black loses: two moves in a row (Incheon 2013 code art. 5.1.1)", "Incheon 2013 code art. 5.1.1", BY, AT),
                        new ResultProposed("g-1", "t-1", "W+F", Color.WHITE, Outcome.WHITE_WINS, "forfeit",
                                "Black loses: two moves in a row (Incheon 2013 code art. 5.1.1)", false, BY, AT));
    }

    @Test
    void theLastMoveSentAgainIsTheSameRequestNotAMoveOutOfTurn() {
        // Black's stone stands on Q16: a second Black Q16 cannot be played over the board, it is the request again
        fixture.given(history(KOREAN, moves(1, "B Q16")))
                .when(play("black", "Q16"))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }

    @Test
    void theLastPassSentAgainIsTheSameRequest() {
        fixture.given(history(KOREAN, moves(1, "B Q16")))
                .andGiven(new PassPlayed("g-1", "t-1", 2, Color.WHITE, BY, AT))
                .when(new Pass("g-1", null, "white", BY, AT))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }

    @Test
    void theLastMoveSentAgainAfterAnAttemptWasRuledOnIsJudgedAsAMove() {
        // Black Q16, then Black D4 out of turn (warned, two points: Chinese 2002 art. 17.2, 24): Black Q16 after that
        // is no longer the last request sent again, and the code rules on it
        List<Object> given = new ArrayList<>(moves(1, "B Q16"));
        given.add(new IllegalMoveRejected("g-1", "t-1", Color.BLACK, "D4", "not-your-turn", "two-moves-in-a-row",
                "it is white's turn", "Chinese 2002 art. 7 and 21", "Chinese 2002 art. 17.2", BY, AT));
        given.add(new WarningIssued("g-1", "t-1", Color.BLACK, 1, "two moves in a row", "Chinese 2002 art. 17.2", BY, AT));
        given.add(new PenaltyImposed("g-1", "t-1", Color.BLACK, 2, "warning", "Chinese 2002 art. 24", BY, AT));
        fixture.given(history(CHINESE, given))
                .when(play("black", "Q16"))
                .expectEventsMatching(Matchers.payloadsMatching(Matchers.sequenceOf(
                        org.hamcrest.Matchers.instanceOf(IllegalMoveRejected.class))));
    }

    @Test
    void aStoneOnAnOccupiedPointIsOnlyRefusedWhereTheCodeAttachesNothing() {
        fixture.given(history(KOREAN, moves(1, "B Q16")))
                .when(play("white", "Q16"))
                .expectNoEvents()
                .expectException(refusedWith("illegal-move"))
                .expectExceptionMessage("White Q16 is illegal: Q16 is already occupied (Korean 2016 art. 2.1); the player plays again.");
    }

    @Test
    void aPointOffTheBoardIsMalformed() {
        fixture.given(KOREAN)
                .when(play("black", "Z99"))
                .expectNoEvents()
                .expectException(refusedWith("point-malformed"))
                .expectExceptionMessage("Z99 is not a point of a 19x19 board; points are written A1 to T19, a Latin"
                        + " letter without I and a row in the digits 0 to 9.");
    }

    @Test
    void aColourThatIsNoColourIsMalformed() {
        fixture.given(KOREAN)
                .when(play("red", "Q16"))
                .expectNoEvents()
                .expectException(refusedWith("color-malformed"));
    }

    @Test
    void aStoneAfterThePassesThatStopPlayIsRefused() {
        fixture.given(history(KOREAN, moves(1, "B Q16", "W D4", "B pass", "W pass")))
                .when(play("black", "C3"))
                .expectNoEvents()
                .expectException(refusedWith("game-not-in-play"));
    }

    /** White's E5 retake at move 18 as the Incheon code rules it. */
}
