package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.AdjustPairing;
import dev.tengen.tournament.service.api.BoardChange;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The body of {@code PUT /api/v1/tournaments/{id}/rounds/{n}/pairing}: boards as the director sets them, and why.
 *
 * @param changes each {@code {board, black, white, handicap?, komi?}}
 * @param byes optional, ids of the players given a pairing bye (they score a bye's value)
 * @param replace optional, true when {@code changes} are every board of the round (the director's own pairing, also of
 *     a round not paired yet): the others without a board are then not paired, absent or withdrawn as recorded
 */
public record PairingChanges(List<Board> changes, String reason, List<String> byes, Boolean replace) {

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
        List<String> byePlayers = byes == null ? List.of() : byes;
        for (int i = 0; i < byePlayers.size(); i++) {
            Fields.required(byePlayers.get(i), "byes." + i);
        }
        return new AdjustPairing(tournamentId, expectedVersion, round, boards, Fields.required(reason, "reason"), byePlayers,
                Boolean.TRUE.equals(replace), by, at);
    }
}
