package dev.tengen.pairing.series;

/**
 * How long each round of an elimination is (AGA-style rules, "Other rules" 2): one game, but at the
 * Chief Judge's discretion two of three for the quarterfinals, semifinals and final.
 */
public final class EliminationSeries {

    private EliminationSeries() {
    }

    /**
     * @param round 1-based round of the knock-out
     * @param rounds the knock-out's number of rounds (the last is the final)
     * @param bestOfThreeLate whether the Chief Judge asked for best of three in the last three rounds
     */
    public static int bestOf(int round, int rounds, boolean bestOfThreeLate) {
        if (round < 1 || round > rounds) {
            throw new IllegalArgumentException("round " + round + " of " + rounds);
        }
        boolean quarterfinalOrLater = rounds - round < 3;
        return bestOfThreeLate && quarterfinalOrLater ? 3 : 1;
    }
}
