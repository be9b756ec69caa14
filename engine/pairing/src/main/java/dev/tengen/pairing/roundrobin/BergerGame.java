package dev.tengen.pairing.roundrobin;

/**
 * One game of a rounds table, by drawn number: the number listed first plays Black.
 *
 * @param black number listed first (Chinese 2002 App. 3.1: it plays Black)
 * @param white number listed second
 */
public record BergerGame(int black, int white) {

    public boolean involves(int number) {
        return black == number || white == number;
    }

    public int opponentOf(int number) {
        return black == number ? white : black;
    }
}
