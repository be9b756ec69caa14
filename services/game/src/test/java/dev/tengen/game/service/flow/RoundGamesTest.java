package dev.tengen.game.service.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.clock.TimeControl;
import dev.tengen.game.service.api.CorrectGameResult;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.game.service.api.VoidGame;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.RoundPublished;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which game commands a round, a corrected pairing and a corrected result call for, given which games were started:
 * round 2 of t-1 with two boards, p1-p4 on board 1 and p2-p3 (two stones, komi 0.5) on board 2.
 */
class RoundGamesTest {

    private static final Instant AT = Instant.parse("2026-05-02T09:00:00Z");
    private static final String BY = "check:round-games";
    private static final TimeControl BYOYOMI = new TimeControl("byoyomi", Duration.ofMinutes(40), 3,
            Duration.ofSeconds(30), null, null, Duration.ofMinutes(30));
    private static final PairedGame BOARD_1 = new PairedGame(1, "t-1-r2-b1", "p1", "p4", 0, 6.5);
    private static final PairedGame BOARD_2 = new PairedGame(2, "t-1-r2-b2", "p2", "p3", 2, 0.5);
    private static final RoundPublished ROUND = new RoundPublished("t-1", 2, "korean-2016", "incheon-2013", 19,
            List.of(BOARD_1, BOARD_2), List.of(), "td-park", AT.minusSeconds(60), BYOYOMI);

    /** The store of the games the tests say were started; it counts the questions asked. */
    private final Set<String> started = new HashSet<>();
    private final List<List<String>> questions = new ArrayList<>();
    private final RoundGames games = new RoundGames(ids -> {
        questions.add(List.copyOf(ids));
        Set<String> found = new HashSet<>(ids);
        found.retainAll(started);
        return found;
    }, BY);

    @Test
    void aPublishedRoundStartsEachBoardsGameUnderTheRoundsRules() {
        assertEquals(List.of(
                new StartGame("t-1-r2-b1", "t-1", 2, 1, "p1", "p4", "korean-2016", "incheon-2013", 19, 0, 6.5, BYOYOMI,
                        BY, AT),
                new StartGame("t-1-r2-b2", "t-1", 2, 2, "p2", "p3", "korean-2016", "incheon-2013", 19, 2, 0.5, BYOYOMI,
                        BY, AT)), games.published(ROUND, AT));
    }

    @Test
    void aPublishedRoundStartsNoGameWhoseStreamExists() {
        started.add("t-1-r2-b1");

        assertEquals(List.of("t-1-r2-b2"), games.published(ROUND, AT).stream().map(StartGame::gameId).toList());
    }

    @Test
    void aPublishedRoundWhoseGamesAllStartedCallsForNothing() {
        started.addAll(Set.of("t-1-r2-b1", "t-1-r2-b2"));

        assertEquals(List.of(), games.published(ROUND, AT));
    }

    @Test
    void aPublishedRoundAsksTheStoreOnceForAllItsBoards() {
        games.published(ROUND, AT);

        assertEquals(List.of(List.of("t-1-r2-b1", "t-1-r2-b2")), questions);
    }

    @Test
    void aCorrectedPairingVoidsTheOpenedGameOfTheChangedBoardThenStartsItsNewGame() {
        started.add("t-1-r2-b2");

        assertEquals(List.of(
                new VoidGame("t-1-r2-b2", "wrong colours", BY, AT),
                new StartGame("t-1-r2-b2-c1", "t-1", 2, 2, "p3", "p2", "korean-2016", "incheon-2013", 19, 2, 0.5,
                        BYOYOMI, BY, AT)), games.corrected(correctionOfBoard2(), AT));
    }

    @Test
    void aCorrectedPairingVoidsNoGameThatWasNeverOpened() {
        assertEquals(List.of("t-1-r2-b2-c1"), games.corrected(correctionOfBoard2(), AT).stream()
                .map(command -> ((StartGame) command).gameId()).toList());
    }

    @Test
    void aCorrectedPairingHandledAgainStartsNoNewGameTwice() {
        started.addAll(Set.of("t-1-r2-b2", "t-1-r2-b2-c1"));

        // the old game is voided again, which the game answers without a new event (VoidGameTest)
        assertEquals(List.of(new VoidGame("t-1-r2-b2", "wrong colours", BY, AT)),
                games.corrected(correctionOfBoard2(), AT));
    }

    @Test
    void aCorrectedResultOfAnOpenedGameCorrectsItWithTheDecisionAsItsSource() {
        started.add("t-1-r2-b1");

        assertEquals(Optional.of(new CorrectGameResult("t-1-r2-b1", Outcome.BLACK_WINS, true, "B+F",
                "absent at the lateness limit", "decision:d-7", BY, AT)), games.resultCorrected(correction("t-1-r2-b1"), AT));
    }

    @Test
    void aCorrectedResultOfAGameNeverOpenedCallsForNothing() {
        assertEquals(Optional.empty(), games.resultCorrected(correction("t-1-r2-b1"), AT));
    }

    @Test
    void aCorrectedResultOfABoardWithoutAGameCallsForNothingAndAsksNothing() {
        assertEquals(Optional.empty(), games.resultCorrected(correction(null), AT));
        assertEquals(List.of(), questions);
    }

    /** Board 2's colours swapped: its game void, the new one p3-p2. */
    private static PairingCorrected correctionOfBoard2() {
        PairedGame corrected = new PairedGame(2, "t-1-r2-b2-c1", "p3", "p2", 2, 0.5);
        return new PairingCorrected("t-1", 2, 1, List.of(), "wrong colours", List.of(BOARD_1, corrected), List.of(),
                List.of(BOARD_2), List.of(corrected), "korean-2016", "incheon-2013", 19, BYOYOMI, "td-park", AT);
    }

    private static ResultCorrected correction(String gameId) {
        return new ResultCorrected("t-1", 2, 1, gameId, "p1", "p4", Outcome.WHITE_WINS, "W+3.5", Outcome.BLACK_WINS,
                true, "B+F", "absent at the lateness limit", "decision:d-7", List.of(), "td-park", AT);
    }
}
