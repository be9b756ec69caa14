package dev.tengen.imports;

import dev.tengen.rank.Rank;
import java.util.Optional;

/** Kyu and dan ranks written as a number, as pairgoth and the rating lists write them. */
public final class Ranks {

    private Ranks() {
    }

    /**
     * The kyu or dan rank of OpenGotha's and pairgoth's rank value: 30k = -30, 1k = -1, 1d = 0, 9d = 8 (pairgoth's
     * Pairable.displayRank: a negative value is that many kyu, else value + 1 dan); empty outside 30k..9d.
     */
    public static Optional<Rank> ofValue(int value) {
        if (value < -30 || value > 8) {
            return Optional.empty();
        }
        return Optional.of(value < 0 ? Rank.kyu(-value) : Rank.dan(value + 1));
    }
}
