package dev.tengen.readmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A referee's boards as each board's game stands: final with its result, in play with the side to move and the moves
 * played, not started while the game's start is not known yet (the read models may hold a published round before its
 * games' first events).
 */
class RefereeBoardsTest {

    private static final Instant AT = Instant.parse("2026-11-27T09:00:00Z");
    private static final String CUP = "t-cup";

    private static PairingView board(int board, String black, String white, String result) {
        return new PairingView(1, board, "g-" + board, black, black.toUpperCase(), white, white.toUpperCase(), 0, 6.5,
                result, null, false, null);
    }

    /** Round 1 of one tournament: board 1 final, board 2 in play after one move, board 3's game not yet known. */
    private static final class Cup implements RefereeBoards.Sources {
        private final Map<String, GameRecord> games = Map.of(
                "g-2", GameRecord.of(List.of(
                        new GameStarted("g-2", CUP, 1, 2, "cy", "dan", "korean-2016", "incheon-2013", 19, 0, 6.5, "td", AT),
                        new MovePlayed("g-2", CUP, 1, Color.BLACK, "Q16", List.of(), "cy", AT, null))),
                "g-3", GameRecord.of(List.of()));

        @Override
        public List<TournamentOverview> tournaments() {
            return List.of(new TournamentOverview(CUP, "Cup", "td", AT, "korean-2016", 19, 3, "mcmahon", 6, 0, 1, 1, 1,
                    false, List.of()));
        }

        @Override
        public Optional<RoundView> round(String tournamentId, int round) {
            return Optional.of(new RoundView(CUP, 1, true, List.of(board(1, "ann", "bo", "B+R"), board(2, "cy", "dan",
                    null), board(3, "eve", "fay", null)), List.of()));
        }

        @Override
        public List<RefereeBoards.Appointee> officials(String tournamentId) {
            return List.of(new RefereeBoards.Appointee("han", "referee"));
        }

        @Override
        public GameRecord game(String gameId) {
            return games.get(gameId);
        }

        @Override
        public List<String> protestsFiled(String tournamentId) {
            return List.of();
        }
    }

    @Test
    void eachBoardShowsItsGameAsItStandsAndAGameNotYetKnownIsNotStarted() {
        BoardsView view = new RefereeBoards(new Cup()).of("han", Set.of());

        BoardsView.Tournament cup = view.tournaments().getFirst();
        assertEquals("referee", cup.role());
        List<BoardsView.Board> boards = cup.rounds().getFirst().boards();
        assertEquals(List.of("final", "playing", "not-started"), boards.stream().map(BoardsView.Board::status).toList());
        assertEquals("B+R", boards.get(0).result());
        assertEquals("white", boards.get(1).toMove());
        assertEquals(1, boards.get(1).moves());
        assertEquals(0, boards.get(2).moves());
        assertEquals(null, boards.get(2).toMove());
    }
}
