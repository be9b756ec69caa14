package dev.tengen.readmodel;

/**
 * One board of a round and, once confirmed, its result.
 *
 * @param gameId the game, or null while the board is paired but no game was started
 * @param result the result as SGF writes it ({@code B+3.5}, {@code W+R}), null while pending
 * @param outcome {@code dev.tengen.tournament.Outcome} name; PENDING while no result
 * @param reason the reason and article the result rests on, empty if none
 */
public record PairingView(
        int round,
        int board,
        String gameId,
        String black,
        String blackName,
        String white,
        String whiteName,
        int handicap,
        double komi,
        String result,
        String outcome,
        boolean byForfeit,
        String reason) {
}
