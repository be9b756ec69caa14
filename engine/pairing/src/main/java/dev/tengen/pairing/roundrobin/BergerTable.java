package dev.tengen.pairing.roundrobin;

import java.util.ArrayList;
import java.util.List;

/**
 * The rounds table of a single round robin (Chinese 2002 App. 3, Table 3): the Berger tables.
 *
 * <p>App. 3.3 builds it by "connecting the head and the tail": round 1 is 1-n, 2-(n-1), ...; each
 * later round moves every number but the last on by n/2 (modulo n-1), and the last number switches
 * back and forth between Black on board 1 (even rounds) and White on board 1 (odd rounds).
 */
public final class BergerTable {

    private BergerTable() {
    }

    /** The table size for {@code players}: odd fields use the next even size (App. 3.2). */
    public static int size(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("a round robin needs at least two players: " + players);
        }
        return players % 2 == 0 ? players : players + 1;
    }

    /**
     * The rounds of the table for {@code players}, each round's games in board order. With an odd
     * count the last number ({@code players + 1}) is the bye number (App. 3.2) and its games stay
     * in the table: its opponent has the bye.
     */
    public static List<List<BergerGame>> rounds(int players) {
        int n = size(players);
        List<List<BergerGame>> rounds = new ArrayList<>();
        for (int round = 1; round < n; round++) {
            rounds.add(round(n, round));
        }
        return List.copyOf(rounds);
    }

    private static List<BergerGame> round(int n, int round) {
        int half = n / 2;
        List<BergerGame> games = new ArrayList<>(half);
        int headOfTable = headNumber(round, n);
        // Table 3: the last number is White on board 1 in odd rounds and Black in even rounds.
        games.add(round % 2 == 1 ? new BergerGame(headOfTable, n) : new BergerGame(n, headOfTable));
        for (int board = 2; board <= half; board++) {
            games.add(new BergerGame(numberAt(headOfTable, board - 1, n), numberAt(headOfTable, -(board - 1), n)));
        }
        return List.copyOf(games);
    }

    /** The number facing the last one: 1 in round 1, moved on by n/2 each round (App. 3.3). */
    private static int headNumber(int round, int n) {
        return ((round - 1) * (n / 2)) % (n - 1) + 1;
    }

    /** Close numbers play each other: board k pairs head+(k-1) with head-(k-1) around the circle. */
    private static int numberAt(int head, int offset, int n) {
        return Math.floorMod(head - 1 + offset, n - 1) + 1;
    }
}
