package dev.tengen.game.service;

import static dev.tengen.game.service.Games.AT;
import static dev.tengen.game.service.Games.BY;
import static dev.tengen.game.service.Games.WALLS;
import static dev.tengen.game.service.Games.history;
import static dev.tengen.game.service.Games.moves;
import static dev.tengen.game.service.Refusals.refusedWith;

import dev.tengen.game.service.api.ConfirmResult;
import dev.tengen.game.service.api.DeadStonesAgreed;
import dev.tengen.game.service.api.DeadStonesMarked;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MarkDeadStones;
import dev.tengen.game.service.api.Pass;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.PlayerResigned;
import dev.tengen.game.service.api.RecountRequested;
import dev.tengen.game.service.api.RequestRecount;
import dev.tengen.game.service.api.Resign;
import dev.tengen.game.service.api.ResultConfirmationGiven;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.modelling.command.ConflictingAggregateVersionException;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Resignation, dead stones and the count, recount, confirmation, and the result made final. */
class ResultTest {

    /** 9x9, Korean 2016 rules, komi 6.5. */
    private static final GameStarted NINE = Games.started("korean-2016", "incheon-2013", 9, 6.5);

    private static final String COUNTED = "B+2.5: Black wins by counting, Korean 2016 art. 8, 9 and 12";

    private static final PlayerResigned WHITE_RESIGNS =
            new PlayerResigned("g-1", "t-1", Color.WHITE, "Korean 2013 art. 11 (the code is silent on how to resign)", BY, AT);
    private static final ResultProposed BLACK_WINS_BY_RESIGNATION = new ResultProposed("g-1", "t-1", "B+R", Color.BLACK,
            Outcome.BLACK_WINS, "resignation", "White resigns (Korean 2013 art. 11 (the code is silent on how to resign))",
            false, BY, AT);

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    private static ConfirmResult confirm(String role, String confirmer, String result) {
        return new ConfirmResult("g-1", null, role, confirmer, result, BY, AT);
    }

    private static ResultConfirmationGiven given(String role, String confirmer, String result) {
        return new ResultConfirmationGiven("g-1", "t-1", role, confirmer, result, BY, AT);
    }

    private static List<Object> counted() {
        List<Object> events = new ArrayList<>(WALLS);
        events.add(new DeadStonesMarked("g-1", "t-1", Color.BLACK, List.of(), BY, AT));
        events.add(new DeadStonesMarked("g-1", "t-1", Color.WHITE, List.of(), BY, AT));
        events.add(new DeadStonesAgreed("g-1", "t-1", List.of(), "Korean 2016 art. 11", BY, AT));
        events.add(new ResultProposed("g-1", "t-1", "B+2.5", Color.BLACK, Outcome.BLACK_WINS, "score", COUNTED, false, BY, AT));
        return history(NINE, events);
    }

    @Test
    void aResignationProposesTheOpponentsWin() {
        fixture.given(NINE)
                .when(new Resign("g-1", null, "white", BY, AT))
                .expectEvents(WHITE_RESIGNS, BLACK_WINS_BY_RESIGNATION);
    }

    @Test
    void noMoveFollowsAResignation() {
        fixture.given(NINE, WHITE_RESIGNS, BLACK_WINS_BY_RESIGNATION)
                .when(new PlayMove("g-1", null, "black", "E5", BY, AT))
                .expectNoEvents()
                .expectException(refusedWith("game-over"));
    }

    @Test
    void deadStonesWaitForThePassesThatStopPlay() {
        fixture.given(NINE)
                .when(new MarkDeadStones("g-1", null, "black", List.of(), BY, AT))
                .expectNoEvents()
                .expectException(refusedWith("play-not-stopped"));
    }

    @Test
    void oneMarkingIsRecordedAndWaitsForTheOtherPlayer() {
        fixture.given(history(NINE, WALLS))
                .when(new MarkDeadStones("g-1", null, "black", List.of(), BY, AT))
                .expectEvents(new DeadStonesMarked("g-1", "t-1", Color.BLACK, List.of(), BY, AT));
    }

    @Test
    void aStoneMarkedDeadMustStandOnTheBoard() {
        fixture.given(history(NINE, WALLS))
                .when(new MarkDeadStones("g-1", null, "black", List.of("A1"), BY, AT))
                .expectNoEvents()
                .expectException(refusedWith("no-stone-to-be-dead"));
    }

    @Test
    void twoMarkingsThatAgreeAreCountedByTheEngine() {
        List<Object> events = new ArrayList<>(WALLS);
        events.add(new DeadStonesMarked("g-1", "t-1", Color.BLACK, List.of(), BY, AT));
        fixture.given(history(NINE, events))
                .when(new MarkDeadStones("g-1", null, "white", List.of(), BY, AT))
                .expectEvents(
                        new DeadStonesMarked("g-1", "t-1", Color.WHITE, List.of(), BY, AT),
                        new DeadStonesAgreed("g-1", "t-1", List.of(), "Korean 2016 art. 11", BY, AT),
                        new ResultProposed("g-1", "t-1", "B+2.5", Color.BLACK, Outcome.BLACK_WINS, "score", COUNTED, false,
                                BY, AT));
    }

    @Test
    void markingsThatDifferAreNotAgreed() {
        List<Object> events = new ArrayList<>(WALLS);
        events.add(new DeadStonesMarked("g-1", "t-1", Color.BLACK, List.of("F9"), BY, AT));
        fixture.given(history(NINE, events))
                .when(new MarkDeadStones("g-1", null, "white", List.of(), BY, AT))
                .expectEvents(new DeadStonesMarked("g-1", "t-1", Color.WHITE, List.of(), BY, AT));
    }

    @Test
    void aRecountBeforeConfirmationSetsTheCountAndItsConfirmationsAside() {
        List<Object> events = new ArrayList<>(counted());
        events.add(given("player", "p-lee", "B+2.5"));
        fixture.given(events)
                .when(new RequestRecount("g-1", null, "white", BY, AT))
                .expectEvents(new RecountRequested("g-1", "t-1", Color.WHITE, "Incheon 2013 code art. 4.4", BY, AT));
    }

    @Test
    void afterARecountThePlayersMarkAgain() {
        List<Object> events = new ArrayList<>(counted());
        events.add(new RecountRequested("g-1", "t-1", Color.WHITE, "Incheon 2013 code art. 4.4", BY, AT));
        fixture.given(events)
                .when(new MarkDeadStones("g-1", null, "white", List.of(), BY, AT))
                .expectEvents(new DeadStonesMarked("g-1", "t-1", Color.WHITE, List.of(), BY, AT));
    }

    @Test
    void aResignationCannotBeRecounted() {
        fixture.given(NINE, WHITE_RESIGNS, BLACK_WINS_BY_RESIGNATION)
                .when(new RequestRecount("g-1", null, "white", BY, AT))
                .expectNoEvents()
                .expectException(refusedWith("nothing-to-recount"));
    }

    @Test
    void aConfirmationIsRecorded() {
        fixture.given(counted())
                .when(confirm("player", "black", "B+2.5"))
                .expectEvents(given("player", "p-lee", "B+2.5"));
    }

    @Test
    void aConfirmationOfAnotherResultIsRefused() {
        fixture.given(counted())
                .when(confirm("referee", "referee-han", "W+0.5"))
                .expectNoEvents()
                .expectException(refusedWith("result-mismatch"));
    }

    @Test
    void aPlayerConfirmsOnce() {
        List<Object> events = new ArrayList<>(counted());
        events.add(given("player", "p-lee", "B+2.5"));
        fixture.given(events)
                .when(confirm("player", "black", "B+2.5"))
                .expectNoEvents()
                .expectException(refusedWith("already-confirmed"));
    }

    @Test
    void bothPlayersAndTheRefereeMakeTheResultFinal() {
        List<Object> events = new ArrayList<>(counted());
        events.add(given("player", "p-cho", "B+2.5"));
        events.add(given("referee", "referee-han", "B+2.5"));
        fixture.given(events)
                .when(confirm("player", "black", "B+2.5"))
                .expectEvents(given("player", "p-lee", "B+2.5"),
                        new ResultConfirmed("g-1", "t-1", 1, 3, "p-lee", "p-cho", Outcome.BLACK_WINS, false, "B+2.5",
                                COUNTED + "; confirmed by both players and the referee (Incheon 2013 code art. 4.4)",
                                List.of("p-cho", "referee-han", "p-lee"), AT));
    }

    @Test
    void aConfirmationFromAStaleReadIsAVersionConflictBeforeAnyRefusal() {
        List<Object> events = new ArrayList<>(List.of(NINE, WHITE_RESIGNS, BLACK_WINS_BY_RESIGNATION));
        events.add(given("referee", "referee-han", "B+R"));
        fixture.given(events)
                .when(new ConfirmResult("g-1", 2L, "referee", "referee-kim", "W+R", BY, AT))
                .expectNoEvents()
                .expectException(ConflictingAggregateVersionException.class);
    }

    @Test
    void aFinalResultRefusesMovesRecountsAndConfirmations() {
        List<Object> events = new ArrayList<>(counted());
        events.add(given("player", "p-cho", "B+2.5"));
        events.add(given("referee", "referee-han", "B+2.5"));
        events.add(given("player", "p-lee", "B+2.5"));
        events.add(new ResultConfirmed("g-1", "t-1", 1, 3, "p-lee", "p-cho", Outcome.BLACK_WINS, false, "B+2.5", COUNTED,
                List.of("p-cho", "referee-han", "p-lee"), AT));
        fixture.given(events)
                .when(new RequestRecount("g-1", null, "white", BY, AT))
                .expectNoEvents()
                .expectException(refusedWith("result-final"))
                .expectExceptionMessage("The result B+2.5 is final (" + COUNTED + "); only an arbitration ruling or the"
                        + " Technical Delegate's correction changes it.");
        fixture.given(events)
                .when(new Pass("g-1", null, "black", BY, AT))
                .expectNoEvents()
                .expectException(refusedWith("result-final"));
        fixture.given(events)
                .when(confirm("referee", "referee-kim", "B+2.5"))
                .expectNoEvents()
                .expectException(refusedWith("result-final"));
    }
}
