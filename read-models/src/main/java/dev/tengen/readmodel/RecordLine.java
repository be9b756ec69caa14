package dev.tengen.readmodel;

/**
 * One game in a player's record, from the player's side.
 *
 * @param colour "black" or "white"
 * @param result "win", "loss", "draw", "both lose", "no result" or "pending"
 * @param resultText the result as SGF writes it, null while pending
 */
public record RecordLine(
        int round,
        int board,
        String gameId,
        String colour,
        String opponentId,
        String opponentName,
        String result,
        String resultText,
        boolean byForfeit) {
}
