package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Re-pairs every round of real tournaments from the rounds before it, with the director's own
 * settings: our round must be valid (no rematch, everyone available paired once, a bye only in an
 * odd field), must cross score groups no more than the director's when both pair the same players,
 * and its agreement with the director's actual pairing is printed (not asserted: OpenGotha's weights
 * and tie-breaks differ from ours).
 */
class OpenGothaTournamentsTest {

    @ParameterizedTest
    @CsvSource({"simplemm.xml, false", "notsimplemm.xml, false", "Toulouse2024.xml, false", "simpleswiss.xml, true"})
    void everyRoundIsValidAndCrossesGroupsNoMoreThanTheDirector(String file, boolean swiss) throws Exception {
        OpenGothaFile tournament = OpenGothaFile.read("/opengotha/" + file);
        Set<String> ids = new HashSet<>(tournament.players().stream().map(Player::id).toList());
        for (GameRecord game : tournament.games()) {
            assertTrue(ids.contains(game.black()) && ids.contains(game.white()), "game key resolves: " + game);
        }
        PairingParameters parameters = tournament.pairingParameters(swiss);
        int same = 0;
        int total = 0;
        for (int round = 1; round <= tournament.rounds(); round++) {
            final int r = round;
            List<GameRecord> director = tournament.games().stream().filter(g -> g.round() == r).toList();
            if (director.isEmpty()) {
                continue;
            }
            List<GameRecord> before = tournament.games().stream().filter(g -> g.round() < r).toList();
            List<Bye> byes = new ArrayList<>(tournament.byes().stream().filter(b -> b.round() < r).toList());
            for (Player p : tournament.players()) {
                for (int q = 1; q <= r; q++) {
                    if (tournament.participation().get(p.id()).charAt(q - 1) == '0') {
                        byes.add(new Bye(q, p.id(), Bye.Kind.ABSENT));
                    }
                }
            }
            RoundPairing ours = assertInstanceOf(PairingOutcome.Paired.class,
                    new McMahonPairer(parameters).pair(r, tournament.players(), before, byes)).pairing();
            Set<String> available = new HashSet<>();
            for (Player p : tournament.players()) {
                if (tournament.participation().get(p.id()).charAt(r - 1) == '1') {
                    available.add(p.id());
                }
            }
            Set<Set<String>> met = new HashSet<>();
            before.forEach(g -> met.add(Set.of(g.black(), g.white())));
            Set<String> seen = new HashSet<>();
            for (Pairing game : ours.games()) {
                assertTrue(!met.contains(Set.of(game.black(), game.white())), file + " round " + r + ": rematch " + game);
                assertTrue(seen.add(game.black()) && seen.add(game.white()), "paired twice");
            }
            seen.addAll(ours.byes());
            assertEquals(available, seen, file + " round " + r + ": everyone available is paired or has the bye");
            assertEquals(available.size() % 2, ours.byes().size());

            Map<String, Integer> groups = groupsBefore(r, tournament, parameters, before, byes);
            Set<String> directorPlayers = new HashSet<>();
            director.forEach(g -> directorPlayers.addAll(List.of(g.black(), g.white())));
            tournament.byes().stream().filter(b -> b.round() == r).forEach(b -> directorPlayers.add(b.player()));
            long ourCost = ours.games().stream().mapToLong(g -> square(groups.get(g.black()) - groups.get(g.white()))).sum();
            long directorCost = director.stream().mapToLong(g -> square(groups.get(g.black()) - groups.get(g.white()))).sum();
            if (directorPlayers.equals(available)) {
                assertTrue(ourCost <= directorCost, file + " round " + r + ": score gaps " + ourCost + " > director's " + directorCost);
            }
            Set<Set<String>> ourPairs = new HashSet<>();
            ours.games().forEach(g -> ourPairs.add(Set.of(g.black(), g.white())));
            long agreeing = director.stream().filter(g -> ourPairs.contains(Set.of(g.black(), g.white()))).count();
            same += (int) agreeing;
            total += director.size();
            System.out.printf("%s round %d: %d/%d of the director's games reproduced; squared score gaps ours %d, director's %d%n",
                    file, r, agreeing, director.size(), ourCost, directorCost);
        }
        System.out.printf("%s: %d/%d games as the director paired them%n", file, same, total);
    }

    private static long square(int x) {
        return (long) x * x;
    }

    /** Score groups before round {@code r}, counted here independently of the pairing code. */
    private static Map<String, Integer> groupsBefore(int r, OpenGothaFile tournament, PairingParameters parameters,
            List<GameRecord> before, List<Bye> byes) {
        Map<String, Integer> half = new HashMap<>();
        for (Player p : tournament.players()) {
            int start = 0;
            if (parameters.system() instanceof ScoreSystem.McMahon m) {
                start = Math.max(m.floor(), Math.min(m.bar(), p.rank())) - m.zero() + p.startCorrection();
            }
            half.put(p.id(), 2 * start);
        }
        for (GameRecord g : before) {
            if (g.outcome() == Outcome.BLACK_WINS) {
                half.merge(g.black(), 2, Integer::sum);
            } else if (g.outcome() == Outcome.WHITE_WINS) {
                half.merge(g.white(), 2, Integer::sum);
            }
        }
        for (Bye b : byes) {
            if (b.round() < r) {
                half.merge(b.player(), b.kind() == Bye.Kind.PAIRING_BYE ? parameters.byeHalfPoints() : parameters.absentHalfPoints(), Integer::sum);
            }
        }
        Map<String, Integer> groups = new HashMap<>();
        half.forEach((id, h) -> groups.put(id, Math.floorDiv(h, 2)));
        return groups;
    }
}
