package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.AdjustPairing;
import dev.tengen.tournament.service.api.BoardChange;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.CloseTournament;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.GrantBye;
import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.PairRound;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingAdjusted;
import dev.tengen.tournament.service.api.PairingParameters;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.PublishRound;
import dev.tengen.tournament.service.api.RecordResult;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundBye;
import dev.tengen.tournament.service.api.RoundPaired;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentClosed;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Pairing, adjusting, publishing, results, byes and closing, on a single round robin of three rounds under the
 * Korean 2016 rules (komi 6.5). The expected pairings are the Berger table of Chinese 2002 App. 3.3 worked by hand
 * (engine/pairing BergerTable): with players numbered in registration order, four players play 1-4 and 2-3 in
 * round 1, 4-3 and 1-2 in round 2; five players use the table of six, number 6 being the bye (App. 3.2), so
 * round 1 is 1-6 (1 has the bye), 2-5, 3-4. The number listed first plays Black (App. 3.1).
 */
class RoundsTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-02T10:30:00Z");
    private static final String TD = "td-park";

    static final TournamentCreated CREATED = new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED);
    private static final TournamentConfigured ROUND_ROBIN = new TournamentConfigured("t-1", "korean-2016", 19, 3,
            "round-robin", TD, OPENED, "incheon-2013", 6.5, HandicapSettings.NONE,
            new PairingParameters(1, null, null, null, null, null, null, null, null, null), List.of("NBW"));

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static PlayerRegistered player(int number) {
        return new PlayerRegistered("t-1", "p" + number, "Player " + number, (number + 1) + "d", "Club " + number, "KR",
                TD, OPENED);
    }

    /** Created, configured, and players p1 to p{count} registered: versions 0 to count + 1. */
    private static List<Object> field(int count) {
        List<Object> events = new ArrayList<>(List.of(CREATED, ROUND_ROBIN));
        for (int number = 1; number <= count; number++) {
            events.add(player(number));
        }
        return events;
    }

    static List<Object> field(int count, Object... more) {
        List<Object> events = field(count);
        events.addAll(List.of(more));
        return events;
    }

    static PairedGame game(int round, int board, String black, String white) {
        return new PairedGame(board, "t-1-r" + round + "-b" + board, black, white, 0, 6.5);
    }

    static final List<PairedGame> ROUND_1 = List.of(game(1, 1, "p1", "p4"), game(1, 2, "p2", "p3"));
    static final RoundPaired PAIRED_1 = new RoundPaired("t-1", 1, "round-robin", ROUND_1, List.of(), List.of(), TD, OPENED);
    static final RoundPublished PUBLISHED_1 =
            new RoundPublished("t-1", 1, "korean-2016", "incheon-2013", 19, ROUND_1, List.of(), TD, OPENED);

    static ResultRecorded result(int round, int board, String black, String white, Outcome outcome, String result) {
        return new ResultRecorded("t-1", round, board, "t-1-r" + round + "-b" + board, black, white, outcome, false, result,
                "counted", "platform", OPENED);
    }

    private static RecordResult record(int board, String black, String white, Outcome outcome, String result) {
        return new RecordResult("t-1", null, 1, board, "t-1-r1-b" + board, black, white, outcome, false, result, "counted",
                "platform", AT);
    }

    // Pairing

    @Test
    void theFirstRoundOfFourPlayersIsTheBergerTable() {
        fixture.given(field(4))
                .when(new PairRound("t-1", null, 1, TD, AT))
                .expectEvents(new RoundPaired("t-1", 1, "round-robin", ROUND_1, List.of(), List.of(), TD, AT))
                .expectResultMessagePayload(6L);
    }

    @Test
    void anOddFieldGivesTheByeNumbersOpponentABye() {
        fixture.given(field(5))
                .when(new PairRound("t-1", null, 1, TD, AT))
                .expectEvents(new RoundPaired("t-1", 1, "round-robin",
                        List.of(game(1, 1, "p2", "p5"), game(1, 2, "p3", "p4")),
                        List.of(new RoundBye("p1", "pairing-bye", "the field is odd: nobody left to pair with")), List.of(),
                        TD, AT));
    }

    @Test
    void aPlayerWithdrawnBeforeTheStartIsLeftOutOfTheTable() {
        // Chinese 2002 art. 28.1: p4 is out before round 1, so p1 to p3 use the table of four, 4 being the bye number.
        fixture.given(field(4, new PlayerWithdrawn("t-1", "p4", "ill", TD, OPENED)))
                .when(new PairRound("t-1", null, 1, TD, AT))
                .expectEvents(new RoundPaired("t-1", 1, "round-robin", List.of(game(1, 1, "p2", "p3")),
                        List.of(new RoundBye("p1", "pairing-bye", "the field is odd: nobody left to pair with"),
                                new RoundBye("p4", "withdrawn", "withdrawn before the first round (Chinese 2002 art. 28.1)")),
                        List.of(), TD, AT));
    }

    @Test
    void theSecondRoundIsPairedOnceTheFirstIsComplete() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, result(1, 1, "p1", "p4", Outcome.BLACK_WINS, "B+R"),
                        result(1, 2, "p2", "p3", Outcome.WHITE_WINS, "W+2.5")))
                .when(new PairRound("t-1", null, 2, TD, AT))
                .expectEvents(new RoundPaired("t-1", 2, "round-robin", List.of(game(2, 1, "p4", "p3"), game(2, 2, "p1", "p2")),
                        List.of(), List.of(), TD, AT));
    }

    @Test
    void aRoundIsNotPairedWhileAGameOfThePreviousRoundHasNoResult() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, result(1, 1, "p1", "p4", Outcome.BLACK_WINS, "B+R")))
                .when(new PairRound("t-1", null, 2, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("previous-round-incomplete"))
                .expectExceptionMessage("Round 1 has no result yet on boards [2]; round 2 is paired from its results.");
    }

    @Test
    void aRoundIsNotPairedBeforeThePreviousOneIsPublished() {
        fixture.given(field(4, PAIRED_1))
                .when(new PairRound("t-1", null, 2, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("previous-round-incomplete"));
    }

    @Test
    void aRoundBeyondTheConfiguredRoundsIsRefused() {
        fixture.given(field(4))
                .when(new PairRound("t-1", null, 4, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("round-out-of-range"));
    }

    @Test
    void anUnconfiguredTournamentIsNotPaired() {
        fixture.given(CREATED, player(1), player(2))
                .when(new PairRound("t-1", null, 1, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("tournament-not-configured"));
    }

    @Test
    void aRoundTheEngineCannotPairIsRefusedWithItsReason() {
        fixture.given(field(1))
                .when(new PairRound("t-1", null, 1, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("round-not-pairable"))
                .expectExceptionMessage("Round 1 cannot be paired: a round robin needs at least two entrants, not 1.");
    }

    @Test
    void aPublishedRoundIsNotPairedAgain() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1))
                .when(new PairRound("t-1", null, 1, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("round-already-published"));
    }

    // Adjusting

    @Test
    void aDirectorSwapsOpponentsWithAReason() {
        fixture.given(field(4, PAIRED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p3", null, null),
                        new BoardChange(2, "p2", "p4", null, null)), " p1 and p4 are club mates ", TD, AT))
                .expectEvents(new PairingAdjusted("t-1", 1, List.of(new BoardChange(1, "p1", "p3", null, null),
                        new BoardChange(2, "p2", "p4", null, null)), "p1 and p4 are club mates",
                        List.of(game(1, 1, "p1", "p3"), game(1, 2, "p2", "p4")), List.of(), TD, AT));
    }

    @Test
    void aPlayerLeftWithoutABoardGetsAByeAndThePlayerGivenOneLosesIt() {
        List<PairedGame> paired = List.of(game(1, 1, "p2", "p5"), game(1, 2, "p3", "p4"));
        fixture.given(field(5, new RoundPaired("t-1", 1, "round-robin", paired,
                        List.of(new RoundBye("p1", "pairing-bye", "the field is odd: nobody left to pair with")), List.of(),
                        TD, OPENED)))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(2, "p1", "p4", null, null)), "p3 is late",
                        TD, AT))
                .expectEvents(new PairingAdjusted("t-1", 1, List.of(new BoardChange(2, "p1", "p4", null, null)), "p3 is late",
                        List.of(game(1, 1, "p2", "p5"), game(1, 2, "p1", "p4")),
                        List.of(new RoundBye("p3", "pairing-bye", "left out by the director: p3 is late")), TD, AT));
    }

    @Test
    void theDirectorsOwnPairingOfAnUnpairedRoundIsTheRoundsPairing() {
        // five players: p1 has the bye, p5 asked to miss the round, p4 is left out; a two-stone game has no komi (Korean 2016)
        fixture.given(field(5, new ByeGranted("t-1", "p5", 1, "away", TD, OPENED)))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p3", "p2", 2, null)), "from the sheet",
                        List.of("p1"), true, TD, AT))
                .expectEvents(new RoundPaired("t-1", 1, "round-robin",
                        List.of(new PairedGame(1, "t-1-r1-b1", "p3", "p2", 2, 0.0)),
                        List.of(new RoundBye("p1", "pairing-bye", "given a bye by the director: from the sheet"),
                                new RoundBye("p4", "not-paired", "not paired by the director: from the sheet"),
                                new RoundBye("p5", "absent", "asked not to be paired in round 1")),
                        List.of("Paired by the director: from the sheet"), TD, AT));
    }

    @Test
    void theDirectorsOwnPairingReplacesEveryBoardOfAPairedRound() {
        fixture.given(field(4, PAIRED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p4", "p1", null, null)), "from the sheet",
                        List.of(), true, TD, AT))
                .expectEvents(new PairingAdjusted("t-1", 1, List.of(new BoardChange(1, "p4", "p1", null, null)),
                        "from the sheet", List.of(game(1, 1, "p4", "p1")),
                        List.of(new RoundBye("p2", "not-paired", "not paired by the director: from the sheet"),
                                new RoundBye("p3", "not-paired", "not paired by the director: from the sheet")), TD, AT));
    }

    /** Komi 1e309 (Infinity) was taken and published; the game refused it, so the board never had a game. */
    @Test
    void anInfiniteKomiOnABoardIsRefused() {
        fixture.given(field(4, PAIRED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p3", null,
                        Double.POSITIVE_INFINITY)), "from the sheet", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("komi-invalid"))
                .expectExceptionMessage("Board 1: komi is a number of points in halves, such as 6.5 or 7, at most 100;"
                        + " Infinity is not.");
    }

    @Test
    void aKomiOfAQuarterPointOnABoardIsRefused() {
        fixture.given(field(4, PAIRED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p3", null, 7.25)),
                        "from the sheet", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("komi-invalid"));
    }

    @Test
    void aByeForAPlayerWithABoardIsRefused() {
        fixture.given(field(4))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p4", "p1", null, null)), "from the sheet",
                        List.of("p1"), true, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("player-paired-twice"))
                .expectExceptionMessage("Player 1 (Club 1) is given a bye in round 1 and a game on board 1.");
    }

    @Test
    void aRoundNotYetPairedIsOnlySetByHandWhole() {
        fixture.given(field(4))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p4", "p1", null, null)), "swap", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("round-not-paired"));
    }

    @Test
    void aPlayerOnTwoBoardsIsRefused() {
        fixture.given(field(4, PAIRED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p2", null, null)), "rematch", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("player-paired-twice"))
                .expectExceptionMessage("Player 2 (Club 2) would play on boards 1 and 2 of round 1.");
    }

    @Test
    void anUnknownPlayerIsRefused() {
        fixture.given(field(4, PAIRED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p9", null, null)), "why", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("pairing-player-unknown"));
    }

    @Test
    void anAdjustmentWithoutAReasonIsRefused() {
        fixture.given(field(4, PAIRED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p3", null, null)), " ", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("adjustment-reason-blank"));
    }

    @Test
    void aPublishedPairingIsNotAdjusted() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p3", null, null)), "late", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("round-already-published"));
    }

    // Publishing

    @Test
    void publishingMakesTheGamesFinalWithTheRulesTheyArePlayedUnder() {
        fixture.given(field(4, PAIRED_1))
                .when(new PublishRound("t-1", null, 1, TD, AT))
                .expectEvents(new RoundPublished("t-1", 1, "korean-2016", "incheon-2013", 19, ROUND_1, List.of(), TD, AT,
                        new dev.tengen.clock.TimeControl("untimed", null, null, null, null, null, null)));
    }

    @Test
    void anUnpairedRoundIsNotPublished() {
        fixture.given(field(4))
                .when(new PublishRound("t-1", null, 1, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("round-not-paired"));
    }

    @Test
    void aPairingWithAPlayerWithdrawnSinceIsNotPublished() {
        fixture.given(field(4, PAIRED_1, new PlayerWithdrawn("t-1", "p3", "ill", TD, OPENED)))
                .when(new PublishRound("t-1", null, 1, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("player-not-available"));
    }

    @Test
    void theConfigurationIsLockedOnceARoundIsPublished() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1))
                .when(new ConfigureTournament("t-1", null, "korean-2016", 19, 5, "swiss", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("configuration-locked"));
    }

    // Results

    @Test
    void aConfirmedResultIsRecordedForItsBoard() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1))
                .when(record(2, "p2", "p3", Outcome.WHITE_WINS, "W+2.5"))
                .expectEvents(new ResultRecorded("t-1", 1, 2, "t-1-r1-b2", "p2", "p3", Outcome.WHITE_WINS, false, "W+2.5",
                        "counted", "platform", AT))
                .expectResultMessagePayload(8L);
    }

    @Test
    void theSameResultAgainChangesNothing() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, result(1, 2, "p2", "p3", Outcome.WHITE_WINS, "W+2.5")))
                .when(record(2, "p2", "p3", Outcome.WHITE_WINS, "W+2.5"))
                .expectNoEvents()
                .expectResultMessagePayload(8L);
    }

    @Test
    void anotherResultForARecordedBoardIsRefused() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, result(1, 2, "p2", "p3", Outcome.WHITE_WINS, "W+2.5")))
                .when(record(2, "p2", "p3", Outcome.BLACK_WINS, "B+R"))
                .expectNoEvents()
                .expectException(refusedWith("result-already-recorded"));
    }

    @Test
    void aResultNamingOtherPlayersThanTheBoardIsRefused() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1))
                .when(record(2, "p3", "p2", Outcome.WHITE_WINS, "W+2.5"))
                .expectNoEvents()
                .expectException(refusedWith("result-players-mismatch"));
    }

    @Test
    void aResultForAnUnpublishedRoundIsRefused() {
        fixture.given(field(4, PAIRED_1))
                .when(record(2, "p2", "p3", Outcome.WHITE_WINS, "W+2.5"))
                .expectNoEvents()
                .expectException(refusedWith("round-not-published"));
    }

    // Byes

    @Test
    void anAbsenceAskedForBeforePairingIsGranted() {
        fixture.given(field(4))
                .when(new GrantBye("t-1", null, "p2", 2, " family ", TD, AT))
                .expectEvents(new ByeGranted("t-1", "p2", 2, "family", TD, AT));
    }

    @Test
    void anAbsenceInAPublishedRoundIsRefused() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1))
                .when(new GrantBye("t-1", null, "p2", 1, "", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("round-already-published"));
    }

    @Test
    void anAbsenceGrantedTwiceIsRefused() {
        fixture.given(field(4, new ByeGranted("t-1", "p2", 2, "", TD, OPENED)))
                .when(new GrantBye("t-1", null, "p2", 2, "", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("bye-already-granted"));
    }

    @Test
    void anAbsenceOfAnUnknownPlayerIsRefused() {
        fixture.given(field(4))
                .when(new GrantBye("t-1", null, "p9", 2, "", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("player-not-found"));
    }

    @Test
    void anAbsentPlayerIsNotPutOnABoardByHand() {
        fixture.given(field(4, new ByeGranted("t-1", "p3", 1, "", TD, OPENED), PAIRED_1))
                .when(new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p3", null, null),
                        new BoardChange(2, "p2", "p4", null, null)), "swap", TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("player-not-available"));
    }

    // Closing

    @Test
    void theTournamentClosesWhenEveryGameHasItsResult() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, result(1, 1, "p1", "p4", Outcome.BLACK_WINS, "B+R"),
                        result(1, 2, "p2", "p3", Outcome.WHITE_WINS, "W+2.5")))
                .when(new CloseTournament("t-1", null, TD, AT))
                .expectEvents(new TournamentClosed("t-1", 1, TD, AT));
    }

    @Test
    void theTournamentDoesNotCloseWhileAGameIsUnfinished() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1, result(1, 1, "p1", "p4", Outcome.BLACK_WINS, "B+R")))
                .when(new CloseTournament("t-1", null, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("games-unfinished"))
                .expectExceptionMessage("Round 1 has no result yet on board 2; the tournament closes when every game is finished.");
    }

    @Test
    void aClosedTournamentIsNotPairedAnyMore() {
        fixture.given(field(4, new TournamentClosed("t-1", 0, TD, OPENED)))
                .when(new PairRound("t-1", null, 1, TD, AT))
                .expectNoEvents()
                .expectException(refusedWith("tournament-closed"));
    }
}
