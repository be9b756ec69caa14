package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;

/**
 * The engine paired a round (not yet published; a later pairing of the same round replaces it).
 *
 * @param round 1-based round
 * @param pairingSystem the system that paired it ({@link PairingSystems#NAMES})
 * @param games the boards, board 1 first
 * @param byes the players without a game, with why
 * @param notes the engine's remarks for the director (borrowed players, withdrawals)
 */
public record RoundPaired(String tournamentId, int round, String pairingSystem, List<PairedGame> games,
        List<RoundBye> byes, List<String> notes, String by, Instant at) {
}
