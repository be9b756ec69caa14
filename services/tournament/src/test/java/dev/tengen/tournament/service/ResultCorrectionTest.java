package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;
import static dev.tengen.tournament.service.RoundsTest.PAIRED_1;
import static dev.tengen.tournament.service.RoundsTest.PUBLISHED_1;
import static dev.tengen.tournament.service.RoundsTest.field;
import static dev.tengen.tournament.service.RoundsTest.game;
import static dev.tengen.tournament.service.RoundsTest.result;

import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.CorrectResult;
import dev.tengen.tournament.service.api.RecordResult;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.RoundPaired;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A decision replaces a recorded result: an arbitration ruling (Incheon 2013 arbitration art. 2.4) or a cancellation for
 * misconduct, also after later rounds were paired on it (Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1). Same round
 * robin of four as {@link RoundsTest}: round 1 is p1-p4 and p2-p3, round 2 p4-p3 and p1-p2.
 */
class ResultCorrectionTest {

    private static final Instant AT = Instant.parse("2026-05-03T15:00:00Z");
    private static final String COMMITTEE = "arbitration-committee";

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static final Object BLACK_WON_BOARD_1 = result(1, 1, "p1", "p4", Outcome.BLACK_WINS, "B+R");
    private static final Object WHITE_WON_BOARD_2 = result(1, 2, "p2", "p3", Outcome.WHITE_WINS, "W+2.5");
    private static final RoundPaired PAIRED_2 = new RoundPaired("t-1", 2, "round-robin",
            List.of(game(2, 1, "p4", "p3"), game(2, 2, "p1", "p2")), List.of(), List.of(), "td-park", AT);

    private static CorrectResult ruling(String source) {
        return new CorrectResult("t-1", null, 1, 1, Outcome.WHITE_WINS, false, "W+F",
                "Black moved a stone during the game: loss by forfeit (Incheon 2013 arbitration art. 2.4)", source, COMMITTEE, AT);
    }

    @Test
    void aRulingReplacesTheRecordedResultAndSaysWhatItReplaced() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, BLACK_WON_BOARD_1))
                .when(ruling("appeal:a-1"))
                .expectEvents(new ResultCorrected("t-1", 1, 1, "t-1-r1-b1", "p1", "p4", Outcome.BLACK_WINS, "B+R",
                        Outcome.WHITE_WINS, false, "W+F",
                        "Black moved a stone during the game: loss by forfeit (Incheon 2013 arbitration art. 2.4)", "appeal:a-1",
                        List.of(), COMMITTEE, AT));
    }

    @Test
    void aCorrectionAfterTheNextRoundWasPairedNamesThatRound() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, BLACK_WON_BOARD_1, WHITE_WON_BOARD_2, PAIRED_2))
                .when(ruling("decision:d-7"))
                .expectEvents(new ResultCorrected("t-1", 1, 1, "t-1-r1-b1", "p1", "p4", Outcome.BLACK_WINS, "B+R",
                        Outcome.WHITE_WINS, false, "W+F",
                        "Black moved a stone during the game: loss by forfeit (Incheon 2013 arbitration art. 2.4)", "decision:d-7",
                        List.of(2), COMMITTEE, AT));
    }

    @Test
    void theSameDecisionSentAgainChangesNothing() {
        ResultCorrected applied = new ResultCorrected("t-1", 1, 1, "t-1-r1-b1", "p1", "p4", Outcome.BLACK_WINS, "B+R",
                Outcome.WHITE_WINS, false, "W+F", "forfeit", "appeal:a-1", List.of(), COMMITTEE, AT);
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, BLACK_WON_BOARD_1, applied))
                .when(ruling("appeal:a-1"))
                .expectNoEvents();
    }

    @Test
    void theCorrectedResultIsTheOneTheConfirmationCannotOverwrite() {
        ResultCorrected applied = new ResultCorrected("t-1", 1, 1, "t-1-r1-b1", "p1", "p4", null, null,
                Outcome.WHITE_WINS, false, "W+F", "forfeit", "appeal:a-1", List.of(), COMMITTEE, AT);
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, applied))
                .when(new RecordResult("t-1", null, 1, 1, "t-1-r1-b1", "p1", "p4", Outcome.BLACK_WINS, false, "B+R",
                        "counted", "platform", AT))
                .expectException(refusedWith("result-already-recorded"));
    }

    @Test
    void anUnpublishedRoundHasNoResultToCorrect() {
        fixture.given(field(4, PAIRED_1))
                .when(ruling("appeal:a-1"))
                .expectException(refusedWith("round-not-published"));
    }

    @Test
    void aBoardTheRoundDoesNotHaveIsRefused() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1))
                .when(new CorrectResult("t-1", null, 1, 9, Outcome.NO_RESULT, false, "Void", "cancelled",
                        "decision:d-1", "td-park", AT))
                .expectException(refusedWith("board-not-found"));
    }
}
