package dev.tengen.pairing.criteria;

/**
 * Prefers pairs whose colours can both be corrected (OpenGotha "balance White and Black"). A
 * player's balance is his even games with White minus his even games with Black.
 */
public final class ColourBalance {

    private ColourBalance() {
    }

    /** The most a pair can get from this criterion. */
    public static long most() {
        return CriterionScale.COLOUR_MAX;
    }

    public static long weight(int balanceA, int balanceB) {
        if ((balanceA > 0 && balanceB < 0) || (balanceA < 0 && balanceB > 0)) {
            return CriterionScale.COLOUR_MAX;
        }
        if ((balanceA == 0 && Math.abs(balanceB) > 1) || (balanceB == 0 && Math.abs(balanceA) > 1)) {
            return CriterionScale.COLOUR_MAX / 2;
        }
        return 0;
    }
}
