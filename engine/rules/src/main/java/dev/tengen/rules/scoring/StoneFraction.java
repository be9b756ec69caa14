package dev.tengen.rules.scoring;

import dev.tengen.rules.GameResult;

/** Chinese margins are told in stones and quarters: {@code 3/4}, {@code 1 1/4}, {@code 2} (Chinese 2002 art. 11). */
final class StoneFraction {

    private StoneFraction() {}

    static String format(double stones) {
        double quarters = stones * 4;
        if (quarters != Math.rint(quarters)) {
            return GameResult.formatPoints(stones);
        }
        long q = (long) quarters;
        long whole = q / 4;
        String fraction = switch ((int) (q % 4)) {
            case 1 -> "1/4";
            case 2 -> "1/2";
            case 3 -> "3/4";
            default -> "";
        };
        if (fraction.isEmpty()) {
            return Long.toString(whole);
        }
        return whole == 0 ? fraction : whole + " " + fraction;
    }
}
