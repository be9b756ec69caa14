package dev.tengen.readmodel.audit;

import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.rules.Color;
import dev.tengen.tournament.PersonName;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a tournament's decisions are placed and whom they name, from its tournament book: the boards of the published
 * rounds by game ({@link TournamentBook#boards}), the registered players' names, and the players by their name's key.
 * Each is read from the book when a decision first asks for it and kept for the rest of one reading (the decisions'
 * list, or one timeline page): a page whose events record no decision reads nothing of the book. An unknown tournament
 * has no boards and no players. Not shared between threads: one reading makes its own.
 */
final class DecisionPlaces {

    private final TournamentBook book;
    private final String tournamentId;
    /** The published boards by game; null until a decision asks for a board. */
    private Map<String, PairingView> boards;
    /** The players' names by id; null until a decision asks for a name. */
    private Map<String, String> names;
    /** The registered players by their name's key ({@link PersonName#key}), the first registered; null likewise. */
    private Map<String, String> byName;

    DecisionPlaces(TournamentBook book, String tournamentId) {
        this.book = book;
        this.tournamentId = tournamentId;
    }

    /** The registered player a sanction names, read as the sanctions registry reads names; null for another person. */
    String named(String against) {
        players();
        return byName.get(PersonName.key(against));
    }

    String player(String gameId, Color color) {
        PairingView board = pairing(gameId);
        return board == null ? null : color == Color.BLACK ? board.black() : board.white();
    }

    Integer round(String gameId) {
        PairingView board = pairing(gameId);
        return board == null ? null : board.round();
    }

    Integer board(String gameId) {
        PairingView board = pairing(gameId);
        return board == null ? null : board.board();
    }

    String name(String playerId, String otherwise) {
        if (playerId == null) {
            return otherwise;
        }
        players();
        return names.getOrDefault(playerId, playerId);
    }

    private PairingView pairing(String gameId) {
        if (boards == null) {
            boards = new HashMap<>();
            for (PairingView board : book.boards(tournamentId).orElse(List.of())) {
                if (board.gameId() != null) {
                    boards.put(board.gameId(), board);
                }
            }
        }
        return boards.get(gameId);
    }

    private void players() {
        if (names == null) {
            names = new HashMap<>();
            byName = new HashMap<>();
            for (PlayerView player : book.players(tournamentId).orElse(List.of())) {
                names.put(player.id(), player.name());
                byName.putIfAbsent(PersonName.key(player.name()), player.id());
            }
        }
    }
}
