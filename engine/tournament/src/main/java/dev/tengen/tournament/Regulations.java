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
