package dev.tengen.standing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class StandingPropertiesTest {

    private static final List<Entrant> SIX = List.of(Entrant.of("p0"), Entrant.of("p1"), Entrant.of("p2"),
            Entrant.of("p3"), Entrant.of("p4"), Entrant.of("p5"));

    /** A single round robin of six (five rounds, circle method) with the given outcomes, one per game. */
    private static List<GameRecord> roundRobin(List<Integer> outcomes) {
        List<GameRecord> games = new ArrayList<>();
        int k = 0;
        for (int round = 1; round <= 5; round++) {
            for (int i = 0; i < 3; i++) {
                int a = i == 0 ? 5 : (round + i - 1) % 5;
                int b = (round - i - 1 + 5) % 5;
                games.add(new GameRecord(round, i + 1, "p" + a, "p" + b, 0, Outcome.values()[outcomes.get(k++)], false));
            }
        }
        return games;
    }

    @Property(tries = 200)
    void chinesePointsOfARoundRobinAddUpToTwoPerGameExceptBothLose(
            @ForAll @Size(15) List<@IntRange(min = 0, max = 3) Integer> outcomes) {
        List<GameRecord> games = roundRobin(outcomes);
        Crosstable t = Crosstable.of(SIX, games, List.of(), Scoring.CHINESE_2002, 5);
        long bothLose = games.stream().filter(g -> g.outcome() == Outcome.BOTH_LOSE).count();
        double total = SIX.stream().mapToDouble(e -> t.points(e.id())).sum();
        assertEquals(2.0 * (games.size() - bothLose), total);
    }

    @Property(tries = 200)
    void everyEntrantIsPlacedOnceAndPlacesNeverDecrease(
            @ForAll @Size(15) List<@IntRange(min = 0, max = 3) Integer> outcomes) {
        Crosstable t = Crosstable.of(SIX, roundRobin(outcomes), List.of(), Scoring.CHINESE_2002, 5);
        Standings s = ChineseCriteria.ROUND_ROBIN.rank(t);
        assertEquals(SIX.size(), s.order().stream().distinct().count());
        for (int i = 1; i < s.places().size(); i++) {
            assertTrue(s.places().get(i - 1).place() <= s.places().get(i).place());
            assertTrue(s.places().get(i).place() <= i + 1);
        }
    }
}
