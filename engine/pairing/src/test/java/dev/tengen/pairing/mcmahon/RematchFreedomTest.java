package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * On small fields with random earlier rounds, a round contains a rematch only if every pairing of
 * the players left after the bye does: checked against all pairings, found by brute force.
 */
class RematchFreedomTest {

    @Property(tries = 300)
    void noRematchWhileARematchFreePairingExists(@ForAll @IntRange(min = 2, max = 11) int size,
            @ForAll @IntRange(min = 1, max = 6) int earlierRounds, @ForAll long seed, @ForAll boolean swiss) {
        Random random = new Random(seed);
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            players.add(Player.of("p" + i, random.nextInt(20) - 15));
        }
        List<GameRecord> games = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        Set<Set<String>> met = new HashSet<>();
        for (int r = 1; r <= earlierRounds; r++) {
            List<String> ids = new ArrayList<>(players.stream().map(Player::id).toList());
            Collections.shuffle(ids, random);
            if (ids.size() % 2 == 1) {
                byes.add(new Bye(r, ids.removeLast(), Bye.Kind.PAIRING_BYE));
            }
            for (int x = 0; x < ids.size(); x += 2) {
                Outcome outcome = random.nextBoolean() ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
                games.add(new GameRecord(r, x / 2 + 1, ids.get(x), ids.get(x + 1), 0, outcome, false));
                met.add(Set.of(ids.get(x), ids.get(x + 1)));
            }
        }
        PairingParameters parameters = swiss ? PairingParameters.swiss() : PairingParameters.mcMahon(0, -20);
        RoundPairing round = assertInstanceOf(PairingOutcome.Paired.class,
                new McMahonPairer(parameters).pair(earlierRounds + 1, players, games, byes)).pairing();
        List<String> paired = new ArrayList<>(players.stream().map(Player::id).filter(id -> !round.byes().contains(id)).toList());
        assertEquals(paired.size(), 2 * round.games().size());
        long rematches = round.games().stream().filter(g -> met.contains(Set.of(g.black(), g.white()))).count();
        if (rematches > 0) {
            assertEquals(false, rematchFreeExists(paired, met), "a rematch-free pairing existed");
        }
        Set<String> seen = new HashSet<>();
        for (Pairing game : round.games()) {
            assertEquals(true, seen.add(game.black()) && seen.add(game.white()), "a player paired twice");
        }
    }

    private static boolean rematchFreeExists(List<String> left, Set<Set<String>> met) {
        if (left.isEmpty()) {
            return true;
        }
        String first = left.getFirst();
        for (int x = 1; x < left.size(); x++) {
            if (!met.contains(Set.of(first, left.get(x)))) {
                List<String> rest = new ArrayList<>(left);
                rest.remove(x);
                rest.removeFirst();
                if (rematchFreeExists(rest, met)) {
                    return true;
                }
            }
        }
        return false;
    }
}
