package dev.tengen.platform.tournament;

import dev.tengen.platform.problem.Fields;
import dev.tengen.tournament.service.api.AdjustPairing;
import dev.tengen.tournament.service.api.BoardChange;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The body of {@code PUT /api/v1/tournaments/{id}/rounds/{n}/pairing}: boards as the director sets them, and why.
 *
 * @param changes each {@code {board, black, white, handicap?, komi?}}
 */
public record PairingChanges(List<Board> changes, String reason) {

    /** One board; handicap and komi optional. */
    public record Board(Integer board, String black, String white, Integer handicap, Double komi) {
    }

    AdjustPairing toCommand(String tournamentId, Long expectedVersion, int round, String by, Instant at) {
        List<BoardChange> boards = new ArrayList<>();
        List<Board> given = Fields.required(changes, "changes");
        for (int i = 0; i < given.size(); i++) {
            Board board = Fields.required(given.get(i), "changes." + i);
            boards.add(new BoardChange(Fields.required(board.board(), "changes." + i + ".board"),
                    Fields.required(board.black(), "changes." + i + ".black"),
                    Fields.required(board.white(), "changes." + i + ".white"), board.handicap(), board.komi()));
        }
        return new AdjustPairing(tournamentId, expectedVersion, round, boards, Fields.required(reason, "reason"), by, at);
    }
}
