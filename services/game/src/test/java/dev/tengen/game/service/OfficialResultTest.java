package dev.tengen.game.service;

import static dev.tengen.game.service.Games.AT;
import static dev.tengen.game.service.Games.BY;
import static dev.tengen.game.service.Games.history;
import static dev.tengen.game.service.Games.moves;
import static dev.tengen.game.service.Refusals.refusedWith;

import dev.tengen.game.service.api.ConfirmResult;
import dev.tengen.game.service.api.CorrectGameResult;
import dev.tengen.game.service.api.EnterResult;
import dev.tengen.game.service.api.GameResultCorrected;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.PlayerResigned;
import dev.tengen.game.service.api.Resign;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultEntered;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** One result per game: an official's result from the slip ends the game; a tournament correction becomes the game's. */
class OfficialResultTest {

    private static final GameStarted NINE = Games.started("korean-2016", "incheon-2013", 9, 6.5);
    private static final String TD = "td-park";

    private static final ResultProposed BLACK_WINS_BY_RESIGNATION = new ResultProposed("g-1", "t-1", "B+R", Color.BLACK,
            Outcome.BLACK_WINS, "resignation", "White resigns", false, BY, AT);

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    private static EnterResult slip(String result, Outcome outcome) {
        return new EnterResult("g-1", null, outcome, false, result, null, false, TD, AT);
    }

    private static ResultConfirmed finalBy(String by, Outcome outcome, String result, String reason) {
        return new ResultConfirmed("g-1", "t-1", 1, 3, "p-lee", "p-cho", outcome, false, result, reason, List.of(by), AT);
    }

    @Test
    void aSlipEndsAGameInPlayWithItsResult() {
        fixture.given(history(NINE, moves(1, "B E5", "W C3")))
                .when(slip("W+3.5", Outcome.WHITE_WINS))
                .expectEvents(
                        new ResultEntered("g-1", "t-1", 1, 3, Outcome.WHITE_WINS, false, "W+3.5",
                                "result slip entered by td-park", null, 2, TD, AT),
                        finalBy(TD, Outcome.WHITE_WINS, "W+3.5", "result slip entered by td-park"));
    }

    @Test
    void noMoveAndNoResignationFollowAnOfficialsResult() {
        List<Object> ended = List.of(NINE,
                new ResultEntered("g-1", "t-1", 1, 3, Outcome.WHITE_WINS, false, "W+3.5", "slip", null, 0, TD, AT),
                finalBy(TD, Outcome.WHITE_WINS, "W+3.5", "slip"));
        fixture.given(ended).when(new PlayMove("g-1", null, "black", "E5", BY, AT))
                .expectNoEvents().expectException(refusedWith("result-final"));
        fixture.given(ended).when(new Resign("g-1", null, "white", BY, AT))
                .expectNoEvents().expectException(refusedWith("result-final"));
        fixture.given(ended).when(new ConfirmResult("g-1", null, "player", "black", "W+3.5", BY, AT))
                .expectNoEvents().expectException(refusedWith("result-final"));
    }

    @Test
    void theSameSlipTwiceRecordsNothingTheSecondTime() {
        fixture.given(NINE,
                        new ResultEntered("g-1", "t-1", 1, 3, Outcome.BLACK_WINS, false, "B+R", "slip", null, 0, TD, AT),
                        finalBy(TD, Outcome.BLACK_WINS, "B+R", "slip"))
                .when(slip("B+R", Outcome.BLACK_WINS))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }

    @Test
    void anotherSlipOverAFinalResultIsRefused() {
        fixture.given(NINE,
                        new ResultEntered("g-1", "t-1", 1, 3, Outcome.BLACK_WINS, false, "B+R", "slip", null, 0, TD, AT),
                        finalBy(TD, Outcome.BLACK_WINS, "B+R", "slip"))
                .when(slip("W+R", Outcome.WHITE_WINS))
                .expectNoEvents()
                .expectException(refusedWith("result-final"));
    }

    @Test
    void aSlipThatContradictsTheGamesOwnResultIsAConflict() {
        fixture.given(NINE, new PlayerResigned("g-1", "t-1", Color.WHITE, "art. 11", BY, AT), BLACK_WINS_BY_RESIGNATION)
                .when(slip("W+R", Outcome.WHITE_WINS))
                .expectNoEvents()
                .expectException(refusedWith("result-conflict"));
    }

    @Test
    void aSlipThatAgreesWithTheGamesOwnResultMakesItFinal() {
        fixture.given(NINE, new PlayerResigned("g-1", "t-1", Color.WHITE, "art. 11", BY, AT), BLACK_WINS_BY_RESIGNATION)
                .when(slip("B+R", Outcome.BLACK_WINS))
                .expectEvents(
                        new ResultEntered("g-1", "t-1", 1, 3, Outcome.BLACK_WINS, false, "B+R",
                                "result slip entered by td-park", null, 0, TD, AT),
                        finalBy(TD, Outcome.BLACK_WINS, "B+R", "result slip entered by td-park"));
    }

    @Test
    void anOverrideNeedsAReasonAndKeepsTheResultItSetAside() {
        List<Object> resigned = List.of(NINE, new PlayerResigned("g-1", "t-1", Color.WHITE, "art. 11", BY, AT),
                BLACK_WINS_BY_RESIGNATION);
        fixture.given(resigned)
                .when(new EnterResult("g-1", null, Outcome.WHITE_WINS, false, "W+R", " ", true, TD, AT))
                .expectNoEvents().expectException(refusedWith("reason-required"));
        fixture.given(resigned)
                .when(new EnterResult("g-1", null, Outcome.WHITE_WINS, false, "W+R", "the referee recorded the wrong colour",
                        true, TD, AT))
                .expectEvents(
                        new ResultEntered("g-1", "t-1", 1, 3, Outcome.WHITE_WINS, false, "W+R",
                                "the referee recorded the wrong colour", "B+R", 0, TD, AT),
                        finalBy(TD, Outcome.WHITE_WINS, "W+R", "the referee recorded the wrong colour"));
    }

    @Test
    void aTournamentCorrectionBecomesTheGamesResult() {
        fixture.given(NINE,
                        new ResultEntered("g-1", "t-1", 1, 3, Outcome.BLACK_WINS, false, "B+R", "slip", null, 0, TD, AT),
                        finalBy(TD, Outcome.BLACK_WINS, "B+R", "slip"))
                .when(new CorrectGameResult("g-1", Outcome.WHITE_WINS, false, "W+R", "slip misread", "decision:d-1", TD, AT))
                .expectEvents(new GameResultCorrected("g-1", "t-1", 1, 3, "B+R", Outcome.WHITE_WINS, false, "W+R",
                        "slip misread", "decision:d-1", TD, AT));
    }

    @Test
    void aCorrectionIsTakenOncePerSource() {
        fixture.given(NINE,
                        finalBy(TD, Outcome.BLACK_WINS, "B+R", "slip"),
                        new GameResultCorrected("g-1", "t-1", 1, 3, "B+R", Outcome.WHITE_WINS, false, "W+R",
                                "slip misread", "decision:d-1", TD, AT),
                        new GameResultCorrected("g-1", "t-1", 1, 3, "W+R", Outcome.BLACK_WINS, false, "B+F",
                                "later decision", "decision:d-2", TD, AT))
                .when(new CorrectGameResult("g-1", Outcome.WHITE_WINS, false, "W+R", "slip misread", "decision:d-1", TD, AT))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }

    @Test
    void aCorrectionEndsAGameStillInPlay() {
        fixture.given(history(NINE, moves(1, "B E5")))
                .when(new CorrectGameResult("g-1", Outcome.WHITE_WINS, false, "W+F", "misconduct", "appeal:a-1", TD, AT))
                .expectEvents(new GameResultCorrected("g-1", "t-1", 1, 3, null, Outcome.WHITE_WINS, false, "W+F",
                        "misconduct", "appeal:a-1", TD, AT));
        fixture.given(history(NINE, List.of(new GameResultCorrected("g-1", "t-1", 1, 3, null, Outcome.WHITE_WINS, false,
                        "W+F", "misconduct", "appeal:a-1", TD, AT))))
                .when(new PlayMove("g-1", null, "black", "C3", BY, AT))
                .expectNoEvents().expectException(refusedWith("result-final"));
    }
}
