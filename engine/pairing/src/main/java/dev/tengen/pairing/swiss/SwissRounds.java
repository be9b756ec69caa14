package dev.tengen.pairing.swiss;

/** The number of rounds of a Swiss tournament (Chinese 2002 App. 5.1). */
public final class SwissRounds {

    private SwissRounds() {
    }

    /** Rounds a single knock-out of this field needs (App. 1.1): doubling the field adds a round. */
    public static int knockoutRounds(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("at least two players: " + players);
        }
        return 32 - Integer.numberOfLeadingZeros(players - 1);
    }

    /** App. 5.1: roughly twice the single knock-out rounds; organisers may add or remove 1 or 2. */
    public static int recommended(int players) {
        return 2 * knockoutRounds(players);
    }
}
