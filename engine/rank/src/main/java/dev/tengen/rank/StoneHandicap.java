package dev.tengen.rank;

import java.util.Objects;
import java.util.Optional;

/**
 * A handicap in stones between kyu-dan ranked players, as McMahon pairing sets it (OpenGotha's game
 * handicap). 0 is an even game: colours by drawing or colour balance, full compensation. 1 places no
 * stone: the weaker player takes Black and no compensation is given (AGA and EGF usage, OpenGotha's
 * handicap 1). From 2 on, Black places that many stones and White plays first.
 *
 * @param handicap 0 for an even game, else the handicap after correction and ceiling
 * @param black the weaker player, who takes Black; empty for an even game
 */
public record StoneHandicap(int handicap, Optional<Seat> black) {

    public StoneHandicap {
        Objects.requireNonNull(black, "black");
        if (handicap < 0) {
            throw new IllegalArgumentException("a handicap is not negative: " + handicap);
        }
        if ((handicap == 0) != black.isEmpty()) {
            throw new IllegalArgumentException("Black is named exactly when there is a handicap");
        }
    }

    /** Handicap 0: an even game with full compensation. */
    public boolean isEvenGame() {
        return handicap == 0;
    }

    /** Handicap 1: no stone, the weaker player takes Black, and no compensation is given. */
    public boolean isBlackWithoutCompensation() {
        return handicap == 1;
    }

    /** Stones Black places before White's first move: none for handicap 0 or 1. */
    public int stones() {
        return handicap >= 2 ? handicap : 0;
    }
}
