package dev.tengen.game.service;

import static dev.tengen.game.service.Games.AT;
import static dev.tengen.game.service.Games.BY;
import static dev.tengen.game.service.Games.history;
import static dev.tengen.game.service.Games.moves;
import static dev.tengen.game.service.Refusals.refusedWith;

import dev.tengen.game.service.api.DecideInfraction;
import dev.tengen.game.service.api.DrawReplayScheduled;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.PlayerResigned;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.ReviewPenalty;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A referee's decisions on infractions reported at the board, under the Incheon 2013 code (seed 000): the sanction and
 * article are the code's, a proposed penalty waits for the Chief Referee (ch. 3 art. 2.5), and a complaint after the
 * game has no effect (ch. 2 art. 4.3).
 */
class RefereeDecisionsTest {

    private static final GameStarted NINE = Games.started("korean-2016", "incheon-2013", 9, 6.5);
    private static final List<Object> OPENING = moves(1, "B E5", "W C3");

    /** Incheon 2013 code art. 6.6: a phone that rings draws a warning the first time, the loss of the game the next. */
    private static final String PHONE_ARTICLE = "Incheon 2013 code art. 6.6";
    private static final RulingLine FIRST_RING = new RulingLine("warning", Color.BLACK, 1, null, null, "phone rang",
            PHONE_ARTICLE);
    private static final RulingLine SECOND_RING = new RulingLine("result", Color.BLACK, 0, Color.WHITE, "forfeit",
            "Black loses: a second phone rang (" + PHONE_ARTICLE + ")", PHONE_ARTICLE);

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    private static DecideInfraction report(String infraction, String offender, String choice, boolean chiefReferee) {
        return new DecideInfraction("g-1", null, infraction, offender, false, null, false, choice, "seen by the referee",
                chiefReferee, BY, AT);
    }

    private static List<Object> afterFirstRing() {
        List<Object> events = new ArrayList<>(OPENING);
        events.add(new RefereeDecided("g-1", "t-1", "d1", "phone-rang", Color.BLACK, null, "seen by the referee",
                List.of(FIRST_RING), false, BY, AT));
        events.add(new WarningIssued("g-1", "t-1", Color.BLACK, 1, "phone rang", PHONE_ARTICLE, BY, AT));
        return history(NINE, events);
    }

    private static List<Object> afterSecondRing() {
        List<Object> events = afterFirstRing();
        events.add(new RefereeDecided("g-1", "t-1", "d2", "phone-rang", Color.BLACK, null, "seen by the referee",
                List.of(SECOND_RING), true, BY, AT));
        return events;
    }

    @Test
    void aFirstRingingPhoneIsAWarningThatTakesEffectAtOnce() {
        fixture.given(history(NINE, OPENING))
                .when(report("phone-rang", "black", null, false))
                .expectEvents(
                        new RefereeDecided("g-1", "t-1", "d1", "phone-rang", Color.BLACK, null, "seen by the referee",
                                List.of(FIRST_RING), false, BY, AT),
                        new WarningIssued("g-1", "t-1", Color.BLACK, 1, "phone rang", PHONE_ARTICLE, BY, AT));
    }

    /** The refusal named 'color', a field the decision's body does not have; the referee typed 'offender'. */
    @Test
    void anOffenderWhoIsNoPlayerIsRefusedNamingTheOffender() {
        fixture.given(history(NINE, OPENING))
                .when(report("phone-rang", "referee", null, false))
                .expectNoEvents()
                .expectException(refusedWith("color-malformed"))
                .expectException(new org.hamcrest.CustomTypeSafeMatcher<dev.tengen.game.service.api.GameRefused>(
                        "a refusal naming the field offender") {
                    @Override
                    protected boolean matchesSafely(dev.tengen.game.service.api.GameRefused refused) {
                        return "offender".equals(refused.field());
                    }
                })
                .expectExceptionMessage("The offender is 'black' or 'white'; 'referee' is neither.");
    }

    @Test
    void aSecondRingProposesTheLossWhichWaitsForTheChiefReferee() {
        fixture.given(afterFirstRing())
                .when(report("phone-rang", "black", null, false))
                .expectEvents(new RefereeDecided("g-1", "t-1", "d2", "phone-rang", Color.BLACK, null,
                        "seen by the referee", List.of(SECOND_RING), true, BY, AT));
    }

    @Test
    void playWaitsWhileAPenaltyAwaitsTheChiefReferee() {
        fixture.given(afterSecondRing())
                .when(new PlayMove("g-1", null, "black", "D4", BY, AT))
                .expectException(refusedWith("awaiting-chief-referee"));
    }

    @Test
    void theChiefRefereeConcursAndTheLossTakesEffect() {
        fixture.given(afterSecondRing())
                .when(new ReviewPenalty("g-1", null, "d2", true, null, "chief-kim", AT))
                .expectEvents(
                        new PenaltyReviewed("g-1", "t-1", "d2", true, null, "Incheon 2013 duties art. 2.5", "chief-kim", AT),
                        new GameForfeited("g-1", "t-1", Color.BLACK, SECOND_RING.description(), PHONE_ARTICLE, "chief-kim",
                                AT),
                        new ResultProposed("g-1", "t-1", "W+F", Color.WHITE, Outcome.WHITE_WINS, "forfeit",
                                SECOND_RING.description(), false, "chief-kim", AT));
    }

    @Test
    void theChiefRefereeOverrulesWithAReasonAndPlayGoesOn() {
        List<Object> overruled = afterSecondRing();
        overruled.add(new PenaltyReviewed("g-1", "t-1", "d2", false, "the phone was the opponent's", "Incheon 2013 duties art. 2.5",
                "chief-kim", AT));
        fixture.given(afterSecondRing())
                .when(new ReviewPenalty("g-1", null, "d2", false, "the phone was the opponent's", "chief-kim", AT))
                .expectEvents(new PenaltyReviewed("g-1", "t-1", "d2", false, "the phone was the opponent's",
                        "Incheon 2013 duties art. 2.5", "chief-kim", AT));
        fixture.given(overruled)
                .when(new PlayMove("g-1", null, "black", "D4", BY, AT))
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void overrulingNeedsAReasonAndADecisionIsReviewedOnce() {
        fixture.given(afterSecondRing())
                .when(new ReviewPenalty("g-1", null, "d2", false, " ", "chief-kim", AT))
                .expectException(refusedWith("reason-required"));
        fixture.given(afterSecondRing())
                .when(new ReviewPenalty("g-1", null, "d1", true, null, "chief-kim", AT))
                .expectException(refusedWith("decision-not-pending"));
        fixture.given(afterSecondRing())
                .when(new ReviewPenalty("g-1", null, "d9", true, null, "chief-kim", AT))
                .expectException(refusedWith("decision-unknown"));
    }

    @Test
    void theChiefRefereeDecidingInPersonAppliesThePenaltyAtOnce() {
        fixture.given(afterFirstRing())
                .when(report("phone-rang", "black", null, true))
                .expectEvents(
                        new RefereeDecided("g-1", "t-1", "d2", "phone-rang", Color.BLACK, null, "seen by the referee",
                                List.of(SECOND_RING), false, BY, AT),
                        new GameForfeited("g-1", "t-1", Color.BLACK, SECOND_RING.description(), PHONE_ARTICLE, BY, AT),
                        new ResultProposed("g-1", "t-1", "W+F", Color.WHITE, Outcome.WHITE_WINS, "forfeit",
                                SECOND_RING.description(), false, BY, AT));
    }

    @Test
    void aComplaintAfterTheGameHasNoEffect() {
        List<Object> over = new ArrayList<>(history(NINE, OPENING));
        over.add(new PlayerResigned("g-1", "t-1", Color.WHITE, "Korean 2013 art. 11", BY, AT));
        over.add(new ResultProposed("g-1", "t-1", "B+R", Color.BLACK, Outcome.BLACK_WINS, "resignation", "White resigns",
                false, BY, AT));
        fixture.given(over)
                .when(report("phone-rang", "white", null, false))
                .expectException(refusedWith("complaint-after-game"));
    }

    @Test
    void misconductFoundAfterTheResultCancelsItOnceTheChiefRefereeConcurs() {
        List<Object> over = new ArrayList<>(history(NINE, OPENING));
        over.add(new PlayerResigned("g-1", "t-1", Color.WHITE, "Korean 2013 art. 11", BY, AT));
        over.add(new ResultProposed("g-1", "t-1", "B+R", Color.BLACK, Outcome.BLACK_WINS, "resignation", "White resigns",
                false, BY, AT));
        // Incheon 2013 code art. 6.1: cheating found after the result cancels it; the claim may come after the game.
        fixture.given(over)
                .when(report("misconduct", "black", null, false))
                .expectEvents(new RefereeDecided("g-1", "t-1", "d1", "misconduct", Color.BLACK, null, "seen by the referee",
                        List.of(new RulingLine("results-cancelled", Color.BLACK, 0, null, null,
                                "the result of this game cancelled", "Incheon 2013 code art. 6.1")), true, BY, AT));
    }

    @Test
    void aCancelledResultNotYetConfirmedIsProposedAnewAsTheOffendersLoss() {
        List<Object> over = new ArrayList<>(history(NINE, OPENING));
        over.add(new PlayerResigned("g-1", "t-1", Color.WHITE, "Korean 2013 art. 11", BY, AT));
        over.add(new ResultProposed("g-1", "t-1", "B+R", Color.BLACK, Outcome.BLACK_WINS, "resignation", "White resigns",
                false, BY, AT));
        RulingLine cancelled = new RulingLine("results-cancelled", Color.BLACK, 0, null, null,
                "the result of this game cancelled", "Incheon 2013 code art. 6.1");
        over.add(new RefereeDecided("g-1", "t-1", "d1", "misconduct", Color.BLACK, null, "seen by the referee",
                List.of(cancelled), true, BY, AT));
        fixture.given(over)
                .when(new ReviewPenalty("g-1", null, "d1", true, null, "chief-kim", AT))
                .expectEvents(
                        new PenaltyReviewed("g-1", "t-1", "d1", true, null, "Incheon 2013 duties art. 2.5", "chief-kim", AT),
                        new ResultProposed("g-1", "t-1", "W+F", Color.WHITE, Outcome.WHITE_WINS, "forfeit",
                                "result cancelled for Black (Incheon 2013 code art. 6.1)", false, "chief-kim", AT));
    }

    /**
     * Incheon 2013 code art. 5.1.7: a disturbed board may be ruled a draw; art. 2.2.3: a drawn game is replayed within
     * the remaining time. Nobody's fault and the position cannot be set up again; the game is untimed here, so the replay carries no clock readings.
     */
    @Test
    void aDrawRuledByTheChiefRefereeSchedulesTheReplay() {
        String detail = "draw: board disturbed (Incheon 2013 code art. 5.1.7)";
        fixture.given(history(NINE, OPENING))
                .when(new DecideInfraction("g-1", null, "board-disturbed", null, false, false, false, "draw",
                        "seen by the referee", true, BY, AT))
                .expectEvents(
                        new RefereeDecided("g-1", "t-1", "d1", "board-disturbed", null, "draw", "seen by the referee",
                                List.of(new RulingLine("result", null, 0, null, "draw", detail,
                                        "Incheon 2013 code art. 5.1.7")), false, BY, AT),
                        new ResultProposed("g-1", "t-1", "0", null, Outcome.DRAW, "draw", detail, false, BY, AT),
                        new DrawReplayScheduled("g-1", "t-1", 1, 3, "p-lee", "p-cho", null, null,
                                "Incheon 2013 code art. 2.2.3", BY, AT));
    }

    @Test
    void aChoiceTheCodeLeavesToTheRefereeMustBeMade() {
        // Incheon 2013 code art. 6.3: distracting the opponent draws a warning or the loss, as the referee judges.
        fixture.given(history(NINE, OPENING))
                .when(report("distracting-opponent", "white", null, false))
                .expectException(refusedWith("claim-refused"));
        fixture.given(history(NINE, OPENING))
                .when(report("distracting-opponent", "white", "warning", false))
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void reportsThatCannotBeRuledOnAreRefusedWithTheField() {
        fixture.given(history(NINE, OPENING)).when(report("ko-retaken", "white", null, false))
                .expectException(refusedWith("infraction-from-a-move"));
        fixture.given(history(NINE, OPENING)).when(report("sneezing", "white", null, false))
                .expectException(refusedWith("infraction-unknown"));
        fixture.given(history(NINE, OPENING)).when(report("phone-rang", null, null, false))
                .expectException(refusedWith("offender-required"));
        fixture.given(history(NINE, OPENING)).when(report("distracting-opponent", "white", "forgive", false))
                .expectException(refusedWith("choice-malformed"));
    }
}
