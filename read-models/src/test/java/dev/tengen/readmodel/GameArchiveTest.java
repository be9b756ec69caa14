package dev.tengen.readmodel;

import static dev.tengen.readmodel.Events.T;
import static dev.tengen.readmodel.Events.confirmed;
import static dev.tengen.readmodel.Events.created;
import static dev.tengen.readmodel.Events.minute;
import static dev.tengen.readmodel.Events.player;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.rules.Color;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.tournament.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A 9x9 game: Black E5, White E6, Black D6, White passes, Black F6, White passes, Black E7 captures E6.
 * In SGF letters (x from the left, y from the top): E5 is ee, E6 ed, D6 dd, F6 fd, E7 ec.
 */
class GameArchiveTest {

    private final GameArchive archive = new GameArchive();
    private final GameStarted start = new GameStarted("g1", T, 1, 1, "ann", "bo", "korean-2016", "korean-2013", 9, 0, 6.5,
            "td", minute(10));

    private int number;

    private void move(Color colour, String point, int minute, String by) {
        number++;
        archive.on(new MovePlayed("g1", T, number, colour, point, List.of(), by, minute(minute)));
    }

    private void pass(Color colour, int minute, String by) {
        number++;
        archive.on(new PassPlayed("g1", T, number, colour, by, minute(minute)));
    }

    private void aCapture() {
        archive.on(created(T, "Seoul Open", 0));
        archive.on(player("ann", "Ann", "3d"));
        archive.on(player("bo", "Bo", "2d"));
        archive.on(start);
        move(Color.BLACK, "E5", 11, "ann");
        move(Color.WHITE, "E6", 12, "bo");
        move(Color.BLACK, "D6", 13, "ann");
        pass(Color.WHITE, 14, "bo");
        move(Color.BLACK, "F6", 15, "ann");
        pass(Color.WHITE, 16, "bo");
        move(Color.BLACK, "E7", 17, "ann");
    }

    @Test
    void theLiveBoardIsTheEnginesPositionAfterTheMovesWithCaptures() {
        aCapture();

        LiveBoard board = archive.board("g1").orElseThrow();

        assertEquals(9, board.size());
        assertEquals(List.of(
                ".........",
                ".........",
                "....X....",
                "...X.X...",
                "....X....",
                ".........",
                ".........",
                ".........",
                "........."), board.rows());
        assertEquals(7, board.moves());
        assertEquals("E7", board.lastMove());
        assertEquals(1, board.capturedByBlack());
        assertEquals(0, board.capturedByWhite());
        assertEquals("white", board.toMove());
        assertNull(board.note());
    }

    @Test
    void theUnfinishedGamesAreThoseWithoutAResultInEveryTournament() {
        aCapture();
        GameStarted other = new GameStarted("g2", "t-2", 1, 1, "cy", "dan", "korean-2016", "korean-2013", 19, 0, 6.5,
                "td", minute(10));
        archive.on(other);
        GameStarted finished = new GameStarted("g3", T, 1, 2, "eve", "fay", "korean-2016", "korean-2013", 19, 0, 6.5,
                "td", minute(10));
        archive.on(finished);
        archive.on(confirmed(finished, Outcome.WHITE_WINS, "W+R"));

        assertEquals(java.util.Set.of("g1", "g2"), java.util.Set.copyOf(archive.unfinishedGameIds()));
        archive.on(confirmed(start, Outcome.BLACK_WINS, "B+R"));
        assertEquals(List.of("g2"), archive.unfinishedGameIds());
    }

    @Test
    void theRecordListsMovesInA1NotationWithNamesAndResult() {
        aCapture();
        archive.on(confirmed(start, Outcome.BLACK_WINS, "B+R"));

        GameView game = archive.game("g1").orElseThrow();

        assertEquals("Ann", game.blackName());
        assertEquals("Bo", game.whiteName());
        assertEquals("Seoul Open", game.tournamentName());
        assertEquals(List.of("E5", "E6", "D6", "pass", "F6", "pass", "E7"),
                game.moves().stream().map(MoveLine::point).toList());
        assertEquals("B+R", game.result());
        assertTrue(game.finished());
        assertEquals(9, game.history().size(), "started, seven moves, confirmed");
        assertTrue(game.history().get(8).contains("ResultConfirmed by ann, bo, referee: B+R: resignation"));
    }

    @Test
    void theSgfExportHasPlayersResultMovesAndTheEventsAsComment() {
        aCapture();
        archive.on(confirmed(start, Outcome.BLACK_WINS, "B+R"));

        String sgf = archive.sgf("g1").orElseThrow();

        assertTrue(sgf.startsWith("(;FF[4]GM[1]SZ[9]"), sgf);
        assertTrue(sgf.contains("PB[Ann]"), sgf);
        assertTrue(sgf.contains("PW[Bo]"), sgf);
        assertTrue(sgf.contains("BR[3d]"), sgf);
        assertTrue(sgf.contains("RE[B+R]"), sgf);
        assertTrue(sgf.contains("KM[6.5]"), sgf);
        assertTrue(sgf.replace("\n", "").contains(";B[ee];W[ed];B[dd];W[];B[fd];W[];B[ec])"), sgf);
        assertTrue(sgf.contains("GameStarted by td"), sgf);
    }

    @Test
    void aHandicapGameStartsWithTheStonesOnTheBoardAndInTheSgf() {
        archive.on(new GameStarted("g2", T, 1, 2, "ann", "bo", "korean-2016", "korean-2013", 9, 2, 0.5, "td", minute(10)));

        LiveBoard board = archive.board("g2").orElseThrow();
        String sgf = archive.sgf("g2").orElseThrow();

        assertEquals(2, board.rows().stream().mapToLong(row -> row.chars().filter(c -> c == 'X').count()).sum());
        assertEquals("white", board.toMove());
        assertTrue(sgf.contains("HA[2]"), sgf);
        assertTrue(sgf.contains("AB["), sgf);
    }

    @Test
    void aMoveTheRulesRefuseStopsTheReplayWithANote() {
        aCapture();
        move(Color.WHITE, "E5", 18, "bo");

        LiveBoard board = archive.board("g1").orElseThrow();

        assertEquals(7, board.moves());
        assertTrue(board.note().startsWith("Replay stopped at move 8"), board.note());
    }

    /**
     * A lost turn, then the opponent's pass, then the player plays on: the game went on (a lost turn makes no set of
     * passes, Korean 2013 art. 11.1), and the archive's replay follows it to the last move.
     */
    @Test
    void aPlayAfterALostTurnAndAPassIsReplayed() {
        aCapture();
        number++;
        archive.on(new TurnLost("g1", T, number, Color.WHITE, "Incheon 2013 code art. 5.3", "referee", minute(18)));
        pass(Color.BLACK, 19, "ann");
        move(Color.WHITE, "A1", 20, "bo");

        LiveBoard board = archive.board("g1").orElseThrow();

        assertEquals(10, board.moves());
        assertNull(board.note());
    }

    @Test
    void aWarningIsALineOfTheGamesHistory() {
        aCapture();
        archive.on(new WarningIssued("g1", T, Color.WHITE, 1, "talking during play", "Chinese 2002 art. 24.1", "referee",
                minute(18)));

        List<String> history = archive.game("g1").orElseThrow().history();

        assertEquals("2026-11-22T09:18:00Z WarningIssued by referee: white warned (1 in this game): talking during play"
                + " (Chinese 2002 art. 24.1)", history.get(history.size() - 1));
    }

    @Test
    void theReplayGivesEachMovesStoneAndTheStonesItCaptured() {
        aCapture();

        GameReplay replay = archive.replay("g1").orElseThrow();

        assertEquals(List.of(), replay.black());
        assertEquals(List.of("E5", "E6", "D6", "pass", "F6", "pass", "E7"),
                replay.steps().stream().map(ReplayStep::point).toList());
        ReplayStep capture = replay.steps().get(6);
        assertEquals("black", capture.colour());
        assertEquals(List.of("E6"), capture.captured());
        assertEquals(1, capture.capturedByBlack());
        assertEquals(List.of(), replay.steps().get(5).captured());
        assertEquals(0, replay.steps().get(5).capturedByBlack());
    }

    @Test
    void aHandicapGamesReplayStartsWithTheHandicapStones() {
        archive.on(new GameStarted("g2", T, 1, 2, "ann", "bo", "korean-2016", "korean-2013", 9, 2, 0.5, "td", minute(10)));

        GameReplay replay = archive.replay("g2").orElseThrow();

        assertEquals(2, replay.black().size());
        assertEquals(List.of(), replay.white());
        assertEquals(List.of(), replay.steps());
    }

    @Test
    void aWarningsTimelineEntryKeepsItsFactsApart() {
        aCapture();
        archive.on(new WarningIssued("g1", T, Color.WHITE, 1, "talking during play", "Chinese 2002 art. 24.1", "referee",
                minute(18)));

        List<HistoryEntry> timeline = archive.game("g1").orElseThrow().timeline();
        HistoryEntry warning = timeline.get(timeline.size() - 1);

        assertEquals("WarningIssued", warning.event());
        assertEquals("referee", warning.by());
        assertEquals("white", warning.fact("colour"));
        assertEquals("1", warning.fact("count"));
        assertEquals("talking during play", warning.fact("reason"));
        assertEquals("Chinese 2002 art. 24.1", warning.fact("article"));
        assertEquals(minute(18), warning.at());
    }

    @Test
    void anUnknownGameIsEmpty() {
        assertTrue(archive.game("nope").isEmpty());
        assertTrue(archive.sgf("nope").isEmpty());
    }
}
