package dev.tengen.pairing.ing;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.swiss.FeasiblePairer;
import dev.tengen.tournament.GameRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * One round of the Ing tournament system (Ing 1991, diagram "Ing Tournament System"): players still
 * playing are paired by closest number on the same line (note 2), the same two not meeting twice if
 * possible (note 2); a line with an odd count borrows the closest number from the nearest line
 * below (note 4, the boxed numbers). With an odd field the lowest player waits a round.
 */
public final class IngPairing {

    /**
     * @param pairing the games, lower number listed first
     * @param borrowed players paired away from their own line (the chart's boxed numbers)
     */
    public record IngRound(RoundPairing pairing, Set<String> borrowed) {

        public IngRound {
            borrowed = Set.copyOf(borrowed);
        }
    }

    private IngPairing() {
    }

    /**
     * @param numbersInOrder every entry, number 1 first
     * @param withdrawn entries no longer paired
     */
    public static IngRound pair(int round, List<String> numbersInOrder, Set<String> withdrawn, IngSettings settings, List<GameRecord> games) {
        IngLines lines = IngLines.of(settings, games);
        Set<Set<String>> met = new HashSet<>();
        games.forEach(g -> met.add(Set.of(g.black(), g.white())));
        BiPredicate<String, String> mayMeet = (one, other) -> !met.contains(Set.of(one, other));
        Comparator<String> byNumber = Comparator.comparingInt(numbersInOrder::indexOf);
        List<String> order = numbersInOrder.stream()
                .filter(p -> !withdrawn.contains(p) && lines.statusOf(p) == IngLines.Status.PLAYING)
                .sorted(Comparator.comparingInt(lines::lineOf).reversed().thenComparing(byNumber))
                .toList();
        List<String> toPair = new ArrayList<>(order);
        List<String> waiting = new ArrayList<>();
        if (toPair.size() % 2 == 1) {
            String waits = whoWaits(order, mayMeet);
            waiting.add(waits);
            toPair.remove(waits);
        }
        FeasiblePairer.Preference closest = (head, unpaired) -> unpaired.stream()
                .sorted(Comparator.comparingInt((String p) -> Math.abs(lines.lineOf(p) - lines.lineOf(head)))
                        .thenComparingInt(p -> Math.abs(numbersInOrder.indexOf(p) - numbersInOrder.indexOf(head)))
                        .thenComparing(byNumber))
                .toList();
        List<Pairing> boards = new ArrayList<>();
        Set<String> borrowed = new HashSet<>();
        for (List<String> pair : FeasiblePairer.pair(toPair, mayMeet, closest)) {
            List<String> byNumberOrder = pair.stream().sorted(byNumber).toList();
            boards.add(Pairing.even(boards.size() + 1, byNumberOrder.get(0), byNumberOrder.get(1)));
            if (lines.lineOf(pair.get(0)) != lines.lineOf(pair.get(1))) {
                // Note 4: the head comes from the higher line; the other was borrowed from below.
                borrowed.add(pair.get(1));
            }
        }
        return new IngRound(new RoundPairing(round, boards, waiting), borrowed);
    }

    /** The last in order (lowest line, highest number) whose absence does not force a repeated meeting. */
    private static String whoWaits(List<String> order, BiPredicate<String, String> mayMeet) {
        int best = FeasiblePairer.maximumFreshPairs(order, mayMeet);
        for (String candidate : order.reversed()) {
            List<String> rest = new ArrayList<>(order);
            rest.remove(candidate);
            if (FeasiblePairer.maximumFreshPairs(rest, mayMeet) == best) {
                return candidate;
            }
        }
        return order.getLast();
    }
}
