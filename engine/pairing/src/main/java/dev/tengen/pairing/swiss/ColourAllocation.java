package dev.tengen.pairing.swiss;

import java.util.List;

/** Who plays Black in a Swiss pairing (Chinese 2002 App. 5.2(4), 5.3). */
public final class ColourAllocation {

    private ColourAllocation() {
    }

    /**
     * The pair as [Black, White]. App. 5.2(4): colours are balanced, so the player who has had Black
     * less often (relative to White) takes Black; App. 5.3: when both have the same balance, the
     * lower ID plays Black in odd rounds and the higher ID in even rounds.
     */
    public static List<String> blackFirst(String one, String other, int round, SwissField field, SwissHistory history) {
        int oneBalance = history.colourBalance(one);
        int otherBalance = history.colourBalance(other);
        if (oneBalance != otherBalance) {
            return oneBalance < otherBalance ? List.of(one, other) : List.of(other, one);
        }
        boolean oneIsLower = field.id(one) < field.id(other);
        boolean lowerPlaysBlack = round % 2 == 1;
        return oneIsLower == lowerPlaysBlack ? List.of(one, other) : List.of(other, one);
    }
}
