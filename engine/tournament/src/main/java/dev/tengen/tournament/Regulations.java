package dev.tengen.tournament;

import java.util.Objects;
import java.util.Optional;

/**
 * The rules a tournament is played under.
 *
 * @param ruleSet name of the rule set, e.g. {@code korean-2016}, {@code chinese-2002}; empty if the
 *     file does not say (OpenGotha files never do)
 * @param competitionCode name of the competition code, e.g. {@code incheon-2013}; empty if none
 * @param boardSize lines of the board (19, 13, 9...)
 * @param compensation komi in points given to White in an even game
 * @param handicap how handicaps are given
 * @param rounds the number of rounds scheduled
 */
public record Regulations(Optional<String> ruleSet, Optional<String> competitionCode, int boardSize, double compensation,
        HandicapPolicy handicap, int rounds) {

    /**
     * The most rounds a tournament has, the platform's and every file reader's: a double round robin of 500 players.
     * A file that declares more (2,000,000,000 rounds in a few bytes) is refused where it says so, before anything is
     * built round by round.
     */
    public static final int MAX_ROUNDS = 1_000;

    /** Why a file's {@code rounds} cannot be a tournament's: more than {@link #MAX_ROUNDS}. */
    public static String tooManyRounds(int rounds) {
        return "a tournament has at most " + MAX_ROUNDS + " rounds, not " + rounds;
    }

    /**
     * Whether {@code komi} can be a game's komi: a number of points in halves, at most 100 either way. The seeds' komi
     * are all such numbers: 6.5 (Incheon 2013 code art. 2.2.1), 7.5 and 0.5 (the AGA rules of seed 001), 8 (Ing 1991
     * art. 6, Compensation points), 3 3/4 stones, 7.5 points (Chinese 2002 art. 11); a handicap game's is 0.5 or 0.
     */
    public static boolean isKomi(double komi) {
        return Double.isFinite(komi) && Math.abs(komi) <= 100 && komi * 2 == Math.rint(komi * 2);
    }

    public Regulations {
        Objects.requireNonNull(ruleSet);
        Objects.requireNonNull(competitionCode);
        Objects.requireNonNull(handicap);
        ruleSet.ifPresent(name -> requireName("rule set", name));
        competitionCode.ifPresent(name -> requireName("competition code", name));
        if (boardSize < 2 || boardSize > 52) {
            throw new IllegalArgumentException("a board has 2 to 52 lines, not " + boardSize);
        }
        if (!Double.isFinite(compensation)) {
            throw new IllegalArgumentException("compensation is a number of points, not " + compensation);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("a tournament has at least one round, not " + rounds);
        }
    }

    private static void requireName(String what, String name) {
        if (name.isBlank()) {
            throw new IllegalArgumentException("a " + what + " name is not blank");
        }
    }
}
