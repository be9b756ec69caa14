package dev.tengen.pairing;

import java.util.Objects;

/**
 * One game of a round as the pairing made it: who holds Black and White on which board, with the
 * handicap and compensation the system gives.
 *
 * @param board 1-based board (table) number
 * @param black id of the entry holding Black (first listed: 004 App. 3, 5)
 * @param white id of the entry holding White
 * @param handicap handicap stones (0 or 1 for no handicap stones)
 * @param compensation komi in points given to White, or empty to use the rule set's
 */
public record Pairing(int board, String black, String white, int handicap, java.util.OptionalDouble compensation) {

    public Pairing {
        Objects.requireNonNull(black);
        Objects.requireNonNull(white);
        Objects.requireNonNull(compensation);
    }

    public static Pairing even(int board, String black, String white) {
        return new Pairing(board, black, white, 0, java.util.OptionalDouble.empty());
    }
}
