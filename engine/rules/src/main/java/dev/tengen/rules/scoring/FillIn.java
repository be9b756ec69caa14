package dev.tengen.rules.scoring;

import dev.tengen.rules.Color;

/**
 * Ing's fill-in count (Ing 1991 art. 4, terms 43-50, Section E), in the stones and spaces the players
 * see on the board once every stone is filled in.
 *
 * <p>Each side owns a bowl of {@code bowl} stones (art. 12: half the points less one, 180 on 19x19).
 * Every stone a side ever had, on the board, captured, dead or left in the bowl, is filled into that
 * side's territory: its live stones and the spaces it surrounds, plus its half of the shared spaces
 * (art. 4: "each player fills half of them"; a single one left over stays unfilled). Spaces left are
 * winning spaces, stones left are losing stones, which go into the opponent's winning spaces. The
 * difference value is one point per winning space and two per losing stone, compensation stone and
 * penalty stone.
 *
 * @param bowl stones per side
 * @param blackTerritory Black's stones and spaces
 * @param whiteTerritory White's stones and spaces
 * @param sharedSpaces spaces bordered by both colours
 * @param sharedFilledEach shared spaces each side fills
 * @param sharedLeftUnfilled 1 when an odd shared space is left unfilled, else 0
 * @param winningSide the side whose spaces remain after its stones are filled in, or {@code null} when
 *     only a shared space remains
 * @param winningSpaces spaces of {@code winningSide} left empty after the losing stones are filled in
 * @param losingSide the side with stones left over, or {@code null}
 * @param losingStones stones of {@code losingSide} filled into the opponent's winning spaces
 * @param compensationStones stones Black fills into White's side for compensation, one per two points
 * @param blackPenaltyStones penalty stones against Black, one per two points
 * @param whitePenaltyStones penalty stones against White, one per two points
 * @param differenceValue the score for Black in points: positive when Black is ahead
 */
public record FillIn(
        int bowl,
        int blackTerritory,
        int whiteTerritory,
        int sharedSpaces,
        int sharedFilledEach,
        int sharedLeftUnfilled,
        Color winningSide,
        int winningSpaces,
        Color losingSide,
        int losingStones,
        double compensationStones,
        double blackPenaltyStones,
        double whitePenaltyStones,
        double differenceValue) {

    /** Ing 1991 art. 12: "half the number of points on the board minus one", rounded down on even boards. */
    public static int bowlFor(int boardSize) {
        return (boardSize * boardSize - 1) / 2;
    }

    static FillIn count(int boardSize, int blackTerritory, int whiteTerritory, int sharedSpaces,
                        double compensationPoints, Penalties penalties) {
        int bowl = bowlFor(boardSize);
        int filledEach = sharedSpaces / 2;
        int unfilled = sharedSpaces % 2;
        int blackSurplus = blackTerritory + filledEach - bowl;
        int whiteSurplus = whiteTerritory + filledEach - bowl;
        // The surpluses add up to N*N - 2*bowl - unfilled >= 0, so losing stones always find winning spaces.
        Color winning = null;
        Color losing = null;
        int spaces = 0;
        int stones = 0;
        if (blackSurplus != whiteSurplus || blackSurplus != 0) {
            boolean blackAhead = blackSurplus >= whiteSurplus;
            int ahead = blackAhead ? blackSurplus : whiteSurplus;
            int behind = blackAhead ? whiteSurplus : blackSurplus;
            winning = blackAhead ? Color.BLACK : Color.WHITE;
            stones = Math.max(0, -behind);
            // On even boards both sides may keep spaces; they cancel pair by pair.
            spaces = behind >= 0 ? ahead - behind : ahead - stones;
            losing = stones > 0 ? winning.opponent() : null;
            if (spaces == 0) {
                winning = null;
            }
        }
        double difference = blackSurplus - whiteSurplus - compensationPoints - penalties.black() + penalties.white();
        return new FillIn(bowl, blackTerritory, whiteTerritory, sharedSpaces, filledEach, unfilled, winning, spaces,
                losing, stones, compensationPoints / 2, penalties.black() / 2, penalties.white() / 2, difference);
    }
}
