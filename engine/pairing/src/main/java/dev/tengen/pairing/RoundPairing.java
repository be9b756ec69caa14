package dev.tengen.pairing;

import java.util.List;

/**
 * The pairing of one round: the games in board order and the entries left without a game.
 *
 * @param round 1-based round
 * @param games the games, board 1 first
 * @param byes ids of the entries with a bye this round
 */
public record RoundPairing(int round, List<Pairing> games, List<String> byes) {

    public RoundPairing {
        games = List.copyOf(games);
        byes = List.copyOf(byes);
    }
}
