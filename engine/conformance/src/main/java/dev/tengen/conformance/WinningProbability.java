package dev.tengen.conformance;

/**
 * The chance that the weaker of two players wins, by the EGF rating system's expected result (GoR, European Go
 * Database, "EGF Official ratings system"; Sensei's Library, "GoR"): for the weaker rating A against B >= A,
 * Se(A) = 1 / (e^(D/a) + 1) - epsilon/2 with D = B - A, a = 200 - (A - 100) / 20 (200 at 20 kyu, 70 at 7 dan) and
 * epsilon = 0.016. A handicap raises the weaker's rating by 100 a stone less 50 (handicap 1: Black without komi),
 * as the GoR system counts handicap games.
 */
public final class WinningProbability {

    private static final double EPSILON = 0.016;

    private WinningProbability() {}

    /** The GoR nominally belonging to a rank on the pairing scale (1d = 0, 1k = -1): 1d = 2100, 20k = 100. */
    public static int nominalRating(int rankValue) {
        return 2100 + 100 * rankValue;
    }

    /** The chance that Black wins, from both ratings and the handicap Black receives. */
    public static double blackWins(int blackRating, int whiteRating, int handicap) {
        double black = blackRating + (handicap > 0 ? 100.0 * handicap - 50 : 0);
        double white = whiteRating;
        double weaker = Math.min(black, white);
        double d = Math.abs(black - white);
        double a = Math.clamp(200 - (weaker - 100) / 20, 70, 200);
        double weakerWins = 1 / (Math.exp(d / a) + 1) - EPSILON / 2;
        return black <= white ? weakerWins : 1 - weakerWins;
    }
}
