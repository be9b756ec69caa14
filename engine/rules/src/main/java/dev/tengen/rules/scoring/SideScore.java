package dev.tengen.rules.scoring;

/**
 * One side's count, all in points.
 *
 * @param territory empty points counted for this side (after dead stones are removed)
 * @param stones live stones of this side on the board
 * @param prisoners stones this side holds: captures, pass stones received and the opponent's dead stones
 * @param shared this side's half of the points shared with the opponent (area and fill-in counting)
 * @param area stones plus territory plus the shared half (area and fill-in counting)
 * @param compensation points added to this side: komi for White, and under area counting with pass
 *     stones one point per handicap stone after the first
 * @param penalties points taken away by the referee
 * @param total what the rule set compares: territory plus prisoners (Korean), territory less the
 *     opponent's prisoners (AGA), or area; then plus compensation, less penalties
 */
public record SideScore(
        int territory,
        int stones,
        int prisoners,
        double shared,
        double area,
        double compensation,
        double penalties,
        double total) {}
