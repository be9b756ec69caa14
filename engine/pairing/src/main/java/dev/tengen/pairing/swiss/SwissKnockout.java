package dev.tengen.pairing.swiss;

import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Swiss knock-out (Chinese 2002 art. 26.4, App. 6): from a given round on, after each round the
 * players with the lowest accumulated points are knocked out; ties go by the opponents' accumulated
 * points, then by lot. The field is kept even.
 */
public final class SwissKnockout {

    /**
     * @param player who is knocked out
     * @param points accumulated points
     * @param opponentsPoints opponents' accumulated points
     * @param byLot whether the lot decided between him and a player who stays
     */
    public record Eliminated(String player, int points, int opponentsPoints, boolean byLot) {
    }

    /**
     * @param afterRound the first round after which players are knocked out (App. 6: e.g. after round 5)
     * @param perRound how many to knock out after each round from then on (App. 6: 2 to 4)
     */
    public record Plan(int afterRound, int perRound) {

        /** How many go out after {@code round} from a field of {@code remaining}, kept even (art. 26.4). */
        public int knockedOutAfter(int round, int remaining) {
            if (round < afterRound) {
                return 0;
            }
            return evenRemainder(remaining, perRound);
        }
    }

    private SwissKnockout() {
    }

    /**
     * The players knocked out, lowest first: App. 6 (1) lowest points, (2) then lowest opponents'
     * points, (3) then the lot. One more goes out if {@code count} would leave an odd field (art. 26.4).
     */
    public static List<Eliminated> knockOut(List<String> remaining, int count, List<GameRecord> games, List<Bye> byes,
            int byePoints, RandomGenerator lot) {
        SwissHistory history = SwissHistory.of(games, byes, byePoints);
        int out = evenRemainder(remaining.size(), count);
        List<String> drawn = new ArrayList<>(remaining);
        Collections.shuffle(drawn, lot);
        Comparator<String> lowestFirst = Comparator.comparingInt(history::points).thenComparingInt(history::opponentsPoints);
        drawn.sort(lowestFirst);
        List<Eliminated> eliminated = new ArrayList<>();
        List<String> staying = drawn.subList(out, drawn.size());
        for (String player : drawn.subList(0, out)) {
            boolean byLot = staying.stream().anyMatch(other -> lowestFirst.compare(player, other) == 0);
            eliminated.add(new Eliminated(player, history.points(player), history.opponentsPoints(player), byLot));
        }
        return List.copyOf(eliminated);
    }

    static int evenRemainder(int remaining, int count) {
        int out = Math.min(count, remaining);
        return (remaining - out) % 2 == 0 ? out : Math.min(out + 1, remaining);
    }
}
