package dev.tengen.game.service;

import static dev.tengen.game.service.Games.AT;
import static dev.tengen.game.service.Games.BY;
import static dev.tengen.game.service.Games.history;
import static dev.tengen.game.service.Games.moves;
import static dev.tengen.game.service.Refusals.refusedWith;

import dev.tengen.game.service.api.EnterResult;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.GameVoided;
import dev.tengen.game.service.api.Pass;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultEntered;
import dev.tengen.game.service.api.StartClock;
import dev.tengen.game.service.api.VoidGame;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A correction of the published pairing voids the game of a changed board: it refuses everything afterwards. */
class VoidGameTest {

    private static final GameStarted NINE = Games.started("korean-2016", "incheon-2013", 9, 6.5);
    private static final String TD = "td-park";
    private static final String WHY = "board 3 paired two players who had met in round 1";

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    private static List<Object> voidedAfter(String... moves) {
        List<Object> events = new ArrayList<>(history(NINE, moves(1, moves)));
        events.add(new GameVoided("g-1", "t-1", 1, 3, WHY, moves.length, TD, AT));
        return events;
    }

    @Test
    void aGameWithMovesIsVoidedWithTheReasonAndTheMovesItHad() {
        fixture.given(history(NINE, moves(1, "B E5", "W C3")))
                .when(new VoidGame("g-1", WHY, TD, AT))
                .expectEvents(new GameVoided("g-1", "t-1", 1, 3, WHY, 2, TD, AT));
    }

    @Test
    void aVoidGameRefusesMovesPassesTheClockAndASlip() {
        fixture.given(voidedAfter("B E5")).when(new PlayMove("g-1", null, "white", "C3", BY, AT))
                .expectNoEvents().expectException(refusedWith("game-voided"));
        fixture.given(voidedAfter("B E5")).when(new Pass("g-1", null, "white", BY, AT))
                .expectNoEvents().expectException(refusedWith("game-voided"));
        fixture.given(voidedAfter()).when(new StartClock("g-1", null, BY, AT))
                .expectNoEvents().expectException(refusedWith("game-voided"));
        fixture.given(voidedAfter()).when(new EnterResult("g-1", null, Outcome.BLACK_WINS, false, "B+R", null, false, TD, AT))
                .expectNoEvents().expectException(refusedWith("game-voided"));
    }

    @Test
    void voidingAgainRecordsNothing() {
        fixture.given(voidedAfter("B E5")).when(new VoidGame("g-1", WHY, TD, AT))
                .expectSuccessfulHandlerExecution().expectNoEvents();
    }

    @Test
    void aGameWithAFinalResultIsNotVoided() {
        fixture.given(NINE,
                        new ResultEntered("g-1", "t-1", 1, 3, Outcome.BLACK_WINS, false, "B+R", "slip", null, 0, TD, AT),
                        new ResultConfirmed("g-1", "t-1", 1, 3, "p-lee", "p-cho", Outcome.BLACK_WINS, false, "B+R", "slip",
                                List.of(TD), AT))
                .when(new VoidGame("g-1", WHY, TD, AT))
                .expectNoEvents().expectException(refusedWith("result-final"));
    }
}
