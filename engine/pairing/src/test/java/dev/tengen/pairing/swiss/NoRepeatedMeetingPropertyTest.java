package dev.tengen.pairing.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Chinese 2002 App. 5.2(2): players who were paired before do not meet again. Against a brute-force
 * search over every pairing of a small field: whenever some pairing (with any choice of the bye)
 * repeats no meeting, the Swiss pairing repeats none.
 */
class NoRepeatedMeetingPropertyTest {

    record Field(int players, List<GameRecord> history, int round) {
    }

    @Provide
    Arbitrary<Field> fields() {
        return Arbitraries.integers().between(2, 9).flatMap(players -> {
            Arbitrary<List<GameRecord>> games = Combinators.combine(
                            Arbitraries.integers().between(1, players),
                            Arbitraries.integers().between(1, players),
                            Arbitraries.of(Outcome.BLACK_WINS, Outcome.WHITE_WINS, Outcome.DRAW))
                    .as((a, b, outcome) -> a.equals(b) ? null : new GameRecord(1, 1, "p" + a, "p" + b, 0, outcome, false))
                    .filter(g -> g != null)
                    .list().ofMaxSize(players * 3);
            return Combinators.combine(games, Arbitraries.integers().between(2, 7))
                    .as((history, round) -> new Field(players, history, round));
        });
    }

    @Property(tries = 400)
    void neverRepeatsAMeetingWhileAFreshPairingExists(@ForAll("fields") Field field) {
        List<String> players = IntStream.rangeClosed(1, field.players()).mapToObj(i -> "p" + i).toList();
        Set<Set<String>> met = new HashSet<>();
        field.history().forEach(g -> met.add(Set.of(g.black(), g.white())));

        RoundPairing round = SwissPairing.pair(field.round(), SwissField.of(players), field.history(), List.of());

        boolean repeats = round.games().stream().anyMatch(g -> met.contains(Set.of(g.black(), g.white())));
        if (repeats) {
            assertEquals(false, freshPairingExists(players, met), "a pairing without repeats existed: " + round);
        }
    }

    @Property(tries = 200)
    void everyPlayerIsPairedOnceOrHasTheBye(@ForAll("fields") Field field) {
        List<String> players = IntStream.rangeClosed(1, field.players()).mapToObj(i -> "p" + i).toList();
        RoundPairing round = SwissPairing.pair(field.round(), SwissField.of(players), field.history(), List.of());
        List<String> seen = new ArrayList<>(round.byes());
        for (Pairing game : round.games()) {
            seen.add(game.black());
            seen.add(game.white());
        }
        assertEquals(players.stream().sorted().toList(), seen.stream().sorted().toList());
        assertEquals(field.players() % 2, round.byes().size());
    }

    /** Brute force: try every way of leaving one player out (odd field) and pairing the rest. */
    static boolean freshPairingExists(List<String> players, Set<Set<String>> met) {
        if (players.size() % 2 == 1) {
            for (String bye : players) {
                List<String> rest = new ArrayList<>(players);
                rest.remove(bye);
                if (freshPairingExists(rest, met)) {
                    return true;
                }
            }
            return false;
        }
        if (players.isEmpty()) {
            return true;
        }
        String first = players.getFirst();
        for (String other : players.subList(1, players.size())) {
            if (!met.contains(Set.of(first, other))) {
                List<String> rest = new ArrayList<>(players);
                rest.remove(first);
                rest.remove(other);
                if (freshPairingExists(rest, met)) {
                    return true;
                }
            }
        }
        return false;
    }
}
