package dev.tengen.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RoundRobinTest {

    static String games(RoundPairing round) {
        return String.join(" ", round.games().stream().map(g -> g.black() + "-" + g.white()).toList());
    }

    @Test
    void firstListedNumberPlaysBlack() {
        // Table 3, "3 or 4 participants", round 2: (4)-3, 1-2
        List<RoundPairing> rounds = RoundRobin.single(List.of("Ann", "Bo", "Cy", "Di"));
        assertEquals("Di-Cy Ann-Bo", games(rounds.get(1)));
    }

    @Test
    void withAnOddCountTheOpponentOfTheLastNumberHasTheBye() {
        // Table 3, "5 or 6 participants": number 6 is the bye number; round 1 pairs 1-(6), 2-5, 3-4
        List<RoundPairing> rounds = RoundRobin.single(List.of("a", "b", "c", "d", "e"));
        assertEquals(5, rounds.size());
        assertEquals("b-e c-d", games(rounds.get(0)));
        assertEquals(List.of("a"), rounds.get(0).byes());
        // round 2: (6)-4, 5-3, 1-2
        assertEquals(List.of("d"), rounds.get(1).byes());
        assertEquals("e-c a-b", games(rounds.get(1)));
    }

    @Test
    void boardsAreNumberedFromOneAfterTheByeIsTakenOut() {
        RoundPairing round = RoundRobin.single(List.of("a", "b", "c", "d", "e")).get(0);
        assertEquals(List.of(1, 2), round.games().stream().map(Pairing::board).toList());
    }

    @Test
    void doubleRoundRobinSwapsColoursInTheSecondCycle() {
        List<RoundPairing> rounds = RoundRobin.schedule(List.of("a", "b", "c", "d"), 2);
        assertEquals(6, rounds.size());
        assertEquals("a-d b-c", games(rounds.get(0)));
        assertEquals("d-a c-b", games(rounds.get(3)));
        assertEquals(4, rounds.get(3).round());
    }

    @Test
    void tripleRoundRobinReturnsToTheFirstColours() {
        List<RoundPairing> rounds = RoundRobin.schedule(List.of("a", "b", "c", "d"), 3);
        assertEquals(9, rounds.size());
        assertEquals("a-d b-c", games(rounds.get(6)));
    }

    @Test
    void everyPairMeetsExactlyOnceInASingleCycle() {
        List<String> players = List.of("p1", "p2", "p3", "p4", "p5", "p6", "p7");
        List<RoundPairing> rounds = RoundRobin.single(players);
        long distinctPairs = rounds.stream().flatMap(r -> r.games().stream())
                .map(g -> g.black().compareTo(g.white()) < 0 ? g.black() + g.white() : g.white() + g.black())
                .distinct().count();
        assertEquals(21, distinctPairs);
        assertEquals(21, rounds.stream().mapToInt(r -> r.games().size()).sum());
    }

    @Test
    void drawnNumbersDependOnlyOnTheLot() {
        List<String> entries = List.of("a", "b", "c", "d", "e", "f", "g", "h");
        assertEquals(NumberDraw.draw(entries, new Random(7)), NumberDraw.draw(entries, new Random(7)));
        assertNotEquals(entries, NumberDraw.draw(entries, new Random(7)));
    }

    @Test
    void pairGoPairsAreEntriesLikeAnyOther() {
        // Korean 2013 competition code ch. 2 art. 2.3 (Pair Go): the pair is the entry.
        List<RoundPairing> rounds = RoundRobin.single(List.of("Kim+Lee", "Cho+Park", "Choi+Jung"));
        assertEquals("Cho+Park-Choi+Jung", games(rounds.get(0)));
        assertEquals(List.of("Kim+Lee"), rounds.get(0).byes());
    }
}
