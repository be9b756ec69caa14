package dev.tengen.readmodel;

import java.util.List;

/**
 * The published pairings of one round, board order, and the players without a board in it. A round paired
 * but not yet published is not public: it shows no boards.
 *
 * @param byes the players without a game: those the pairing recorded, else the active players without a board
 */
public record RoundView(String tournamentId, int round, boolean published, List<PairingView> pairings, List<ByeView> byes) {

    public RoundView {
        pairings = List.copyOf(pairings);
        byes = List.copyOf(byes);
    }

    /** A player without a game in the round, and why ({@code pairing-bye}, {@code absent}, {@code withdrawn}, ...). */
    public record ByeView(String playerId, String name, String kind, String reason) {
    }
}
