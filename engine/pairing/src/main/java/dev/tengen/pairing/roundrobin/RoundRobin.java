package dev.tengen.pairing.roundrobin;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import java.util.ArrayList;
import java.util.List;

/**
 * Single, double and multiple round robins (Chinese 2002 art. 26.2, App. 3) from the Berger tables.
 *
 * <p>The entries come in number order: entry i holds number i + 1, whether the numbers were drawn
 * ({@link NumberDraw}) or given by seeding.
 */
public final class RoundRobin {

    private RoundRobin() {
    }

    /** One cycle: every entry meets every other once. */
    public static List<RoundPairing> single(List<String> entriesInNumberOrder) {
        return schedule(entriesInNumberOrder, 1);
    }

    /**
     * {@code cycles} cycles of the table, rounds numbered on from cycle to cycle. The seed does not
     * say how colours go in later cycles; every second cycle swaps them so that each pair has
     * Black once in a double round robin (see docs/drafts/pairing-systems.md).
     */
    public static List<RoundPairing> schedule(List<String> entriesInNumberOrder, int cycles) {
        if (cycles < 1) {
            throw new IllegalArgumentException("at least one cycle: " + cycles);
        }
        if (entriesInNumberOrder.stream().distinct().count() != entriesInNumberOrder.size()) {
            throw new IllegalArgumentException("an entry is listed twice: " + entriesInNumberOrder);
        }
        int players = entriesInNumberOrder.size();
        List<List<BergerGame>> table = BergerTable.rounds(players);
        List<RoundPairing> rounds = new ArrayList<>();
        for (int cycle = 0; cycle < cycles; cycle++) {
            boolean swapped = cycle % 2 == 1;
            for (List<BergerGame> tableRound : table) {
                rounds.add(round(rounds.size() + 1, tableRound, entriesInNumberOrder, swapped));
            }
        }
        return List.copyOf(rounds);
    }

    private static RoundPairing round(int round, List<BergerGame> tableRound, List<String> entries, boolean swapped) {
        List<Pairing> games = new ArrayList<>();
        List<String> byes = new ArrayList<>();
        for (BergerGame game : tableRound) {
            // App. 3.2: with an odd count the last number is the bye number.
            if (game.black() > entries.size()) {
                byes.add(entries.get(game.white() - 1));
            } else if (game.white() > entries.size()) {
                byes.add(entries.get(game.black() - 1));
            } else {
                String first = entries.get(game.black() - 1);
                String second = entries.get(game.white() - 1);
                // App. 3.1: the number listed first plays Black.
                games.add(swapped ? Pairing.even(games.size() + 1, second, first) : Pairing.even(games.size() + 1, first, second));
            }
        }
        return new RoundPairing(round, games, byes);
    }
}
