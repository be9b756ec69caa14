package dev.tengen.pairing.swiss;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * The Swiss pairing of Chinese 2002 App. 5.2: players grouped by accumulated points from high to
 * low; within a group, odd rounds take players from the smallest ID and even rounds from the
 * largest; each player meets the first one after him in that order he has not met, falling to the
 * next group when his own has no one left; no two players meet twice while a pairing without a
 * repeat exists ({@link FeasiblePairer}).
 */
public final class SwissPairing {

    private SwissPairing() {
    }

    public static RoundPairing pair(int round, SwissField field, List<GameRecord> games, List<Bye> byes) {
        SwissHistory history = SwissHistory.of(games, byes, field.byePoints());
        List<String> order = pairingOrder(round, field, history);
        BiPredicate<String, String> mayMeet = (one, other) -> !history.haveMet(one, other);
        List<String> byePlayers = new ArrayList<>();
        List<String> toPair = new ArrayList<>(order);
        if (toPair.size() % 2 == 1) {
            String bye = ByeChoice.choose(order, history, mayMeet);
            byePlayers.add(bye);
            toPair.remove(bye);
        }
        List<List<String>> pairs = FeasiblePairer.pair(toPair, mayMeet, (head, unpaired) -> unpaired);
        List<Pairing> boards = new ArrayList<>();
        for (List<String> pair : pairs) {
            List<String> colours = ColourAllocation.blackFirst(pair.get(0), pair.get(1), round, field, history);
            boards.add(Pairing.even(boards.size() + 1, colours.get(0), colours.get(1)));
        }
        return new RoundPairing(round, boards, byePlayers);
    }

    /**
     * App. 5.2(4): groups by points, high to low; within a group smaller IDs first in odd rounds,
     * larger IDs first in even rounds. Round 1 thus pairs 1-2, 3-4, ... (App. 5.2(1)).
     */
    static List<String> pairingOrder(int round, SwissField field, SwissHistory history) {
        Comparator<String> byId = Comparator.comparingInt(field::id);
        Comparator<String> withinGroup = round % 2 == 1 ? byId : byId.reversed();
        Comparator<String> byPointsHighFirst = Comparator.comparingInt(history::points).reversed();
        return field.toPair().stream().sorted(byPointsHighFirst.thenComparing(withinGroup)).toList();
    }
}
