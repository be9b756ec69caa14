package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.clock.TimeControl;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.BoardChange;
import dev.tengen.tournament.service.api.CorrectPairing;
import dev.tengen.tournament.service.api.CorrectionAnswer;
import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.PairingParameters;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.RecordResult;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundBye;
import dev.tengen.tournament.service.api.RoundPaired;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Technical Delegate's correction of a published round: boards without a result change, their games are void
 * and new games start; boards with a result stay as they are. Round 1 of a five-player Swiss, published by hand as
 * p1-p2, p3-p4, p5 with the bye.
 */
class PairingCorrectionTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-02T10:30:00Z");
    private static final String TD = "td-park";
    private static final String WHY = "p2 and p4 are brothers";
    private static final TimeControl UNTIMED = new TimeControl(TimeControl.UNTIMED, null, null, null, null, null, null);
    private static final TournamentConfigured SWISS = new TournamentConfigured("t-1", "korean-2016", 19, 3, "swiss", TD,
            OPENED, "incheon-2013", 6.5, HandicapSettings.NONE, new PairingParameters(null, null, null, null, null, null,
                    null, null, null, null), List.of("NBW"), UNTIMED);

    private static final PairedGame BOARD_1 = game(1, "p1", "p2", "");
    private static final PairedGame BOARD_2 = game(2, "p3", "p4", "");
    private static final RoundBye P5_BYE = new RoundBye("p5", RoundBye.PAIRING_BYE, "the field is odd");

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static PairedGame game(int board, String black, String white, String suffix) {
        return new PairedGame(board, "t-1-r1-b" + board + suffix, black, white, 0, 6.5);
    }

    /** Five players, round 1 paired and published: versions 0 to 8. */
    private static List<Object> published(Object... more) {
        List<Object> events = new ArrayList<>(List.of(RoundsTest.CREATED, SWISS));
        for (int number = 1; number <= 5; number++) {
            events.add(new PlayerRegistered("t-1", "p" + number, "Player " + number, "3d", "Club " + number, "KR", TD,
                    OPENED));
        }
        events.add(new RoundPaired("t-1", 1, "swiss", List.of(BOARD_1, BOARD_2), List.of(P5_BYE), List.of(), TD, OPENED));
        events.add(new RoundPublished("t-1", 1, "korean-2016", "incheon-2013", 19, List.of(BOARD_1, BOARD_2),
                List.of(P5_BYE), TD, OPENED, UNTIMED));
        events.addAll(List.of(more));
        return events;
    }

    private static CorrectPairing correct(boolean preview, BoardChange... changes) {
        return new CorrectPairing("t-1", null, 1, List.of(changes), WHY, List.of(), false, preview, TD, AT);
    }

    private static PairingCorrected corrected(int number, List<BoardChange> changes, List<PairedGame> games,
            List<RoundBye> byes, List<PairedGame> voided, List<PairedGame> started) {
        return new PairingCorrected("t-1", 1, number, changes, WHY, games, byes, voided, started, "korean-2016",
                "incheon-2013", 19, UNTIMED, TD, AT);
    }

    private static final BoardChange P1_P4 = new BoardChange(1, "p1", "p4", null, null);
    private static final BoardChange P3_P2 = new BoardChange(2, "p3", "p2", null, null);

    @Test
    void twoPlayersSwappedVoidBothGamesAndStartTwoNewOnes() {
        PairedGame new1 = game(1, "p1", "p4", "-c1");
        PairedGame new2 = game(2, "p3", "p2", "-c1");
        fixture.given(published())
                .when(correct(false, P1_P4, P3_P2))
                .expectEvents(corrected(1, List.of(P1_P4, P3_P2), List.of(new1, new2), List.of(P5_BYE),
                        List.of(BOARD_1, BOARD_2), List.of(new1, new2)))
                .expectResultMessagePayload(new CorrectionAnswer(9, 1, List.of(BOARD_1, BOARD_2), List.of(new1, new2)));
    }

    @Test
    void aBoardWithAResultKeepsItsPlayers() {
        fixture.given(published(result(1, BOARD_1.gameId(), Outcome.BLACK_WINS)))
                .when(correct(false, P1_P4, P3_P2))
                .expectNoEvents().expectException(refusedWith("board-has-result"));
    }

    @Test
    void aBoardWithAResultKeepsItsGameWhileAnotherBoardChanges() {
        BoardChange colours = new BoardChange(2, "p4", "p3", null, null);
        PairedGame new2 = game(2, "p4", "p3", "-c1");
        fixture.given(published(result(1, BOARD_1.gameId(), Outcome.BLACK_WINS)))
                .when(correct(false, colours))
                .expectEvents(corrected(1, List.of(colours), List.of(BOARD_1, new2), List.of(P5_BYE), List.of(BOARD_2),
                        List.of(new2)));
    }

    @Test
    void thePlayerWithTheByeTakesASeatAndThePlayerDisplacedGetsTheBye() {
        BoardChange p5In = new BoardChange(2, "p3", "p5", null, null);
        PairedGame new2 = game(2, "p3", "p5", "-c1");
        fixture.given(published())
                .when(correct(false, p5In))
                .expectEvents(corrected(1, List.of(p5In), List.of(BOARD_1, new2),
                        List.of(new RoundBye("p4", RoundBye.PAIRING_BYE, "left out by the director: " + WHY)),
                        List.of(BOARD_2), List.of(new2)));
    }

    @Test
    void aPreviewAnswersTheGamesItWouldVoidAndRecordsNothing() {
        fixture.given(published())
                .when(correct(true, P1_P4, P3_P2))
                .expectNoEvents()
                .expectResultMessagePayload(new CorrectionAnswer(8, 1, List.of(BOARD_1, BOARD_2),
                        List.of(game(1, "p1", "p4", "-c1"), game(2, "p3", "p2", "-c1"))));
    }

    @Test
    void aSecondCorrectionGivesItsGamesTheNextNumber() {
        PairedGame new1 = game(1, "p1", "p4", "-c1");
        PairedGame new2 = game(2, "p3", "p2", "-c1");
        BoardChange back = new BoardChange(1, "p1", "p2", null, null);
        BoardChange back2 = new BoardChange(2, "p3", "p4", null, null);
        fixture.given(published(corrected(1, List.of(P1_P4, P3_P2), List.of(new1, new2), List.of(P5_BYE),
                        List.of(BOARD_1, BOARD_2), List.of(new1, new2))))
                .when(correct(false, back, back2))
                .expectEvents(corrected(2, List.of(back, back2), List.of(game(1, "p1", "p2", "-c2"),
                        game(2, "p3", "p4", "-c2")), List.of(P5_BYE), List.of(new1, new2),
                        List.of(game(1, "p1", "p2", "-c2"), game(2, "p3", "p4", "-c2"))));
    }

    @Test
    void aCorrectionThatChangesNothingIsRefused() {
        fixture.given(published())
                .when(correct(false, new BoardChange(1, "p1", "p2", null, null)))
                .expectNoEvents().expectException(refusedWith("pairing-unchanged"));
    }

    @Test
    void aDraftIsAdjustedNotCorrected() {
        List<Object> draft = published();
        draft.removeLast();
        fixture.given(draft)
                .when(correct(false, P1_P4, P3_P2))
                .expectNoEvents().expectException(refusedWith("round-not-published"));
    }

    @Test
    void aCorrectionNeedsItsReason() {
        fixture.given(published())
                .when(new CorrectPairing("t-1", null, 1, List.of(P1_P4, P3_P2), " ", List.of(), false, false, TD, AT))
                .expectNoEvents().expectException(refusedWith("adjustment-reason-blank"));
    }

    @Test
    void theVoidGamesResultIsNotRecordedAndTheNewGamesIs() {
        PairedGame new1 = game(1, "p1", "p4", "-c1");
        PairedGame new2 = game(2, "p3", "p2", "-c1");
        List<Object> history = published(corrected(1, List.of(P1_P4, P3_P2), List.of(new1, new2), List.of(P5_BYE),
                List.of(BOARD_1, BOARD_2), List.of(new1, new2)));
        fixture.given(history)
                .when(new RecordResult("t-1", null, 1, 1, BOARD_1.gameId(), "p1", "p4", Outcome.BLACK_WINS, false, "B+R",
                        "confirmed", "platform", AT))
                .expectNoEvents().expectException(refusedWith("result-game-mismatch"));
        fixture.given(history)
                .when(new RecordResult("t-1", null, 1, 1, new1.gameId(), "p1", "p4", Outcome.BLACK_WINS, false, "B+R",
                        "confirmed", "platform", AT))
                .expectEvents(new ResultRecorded("t-1", 1, 1, new1.gameId(), "p1", "p4", Outcome.BLACK_WINS, false, "B+R",
                        "confirmed", "platform", AT));
    }

    private static ResultRecorded result(int board, String gameId, Outcome outcome) {
        return new ResultRecorded("t-1", 1, board, gameId, "p1", "p2", outcome, false, "B+R", "counted", "platform",
                OPENED);
    }
}
