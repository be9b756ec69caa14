package dev.tengen.standing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of the nine real OpenGotha tournaments, at each checkpoint OpenGotha 3.52.03 computed: every criterion of both
 * families, the places by the file's own criteria and the players left out are OpenGotha's own.
 */
class OpenGothaStandingsTest {

    /** Every criterion the expected files give, by OpenGotha's long name. */
    private static final List<String> BOTH_FAMILIES = List.of("NBW", "SOSW", "SOSW-1", "SOSW-2", "SODOSW", "SOSOSW",
            "CUSSW", "MMS", "SOSM", "SOSM-1", "SOSM-2", "SODOSM", "SOSOSM", "CUSSM");

    static Stream<Arguments> checkpoints() {
        List<Arguments> out = new ArrayList<>();
        for (String file : OpenGothaOracle.FILES) {
            @SuppressWarnings("unchecked")
            List<Double> rounds = (List<Double>) OpenGothaOracle.expected(file).get("checkpointRounds");
            rounds.forEach(round -> out.add(Arguments.of(file, round.intValue())));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} after round {1}")
    @MethodSource("checkpoints")
    void everyCriterionOfBothFamiliesIsOpenGothas(String file, int round) {
        Tournament tournament = OpenGothaOracle.tournament(file);
        List<PlacementCriterion> criteria = BOTH_FAMILIES.stream().map(n -> PlacementCriterion.named(n).orElseThrow()).toList();
        Standings standings = ranked(tournament, round, criteria).standings();
        Map<String, String> expected = new TreeMap<>();
        Map<String, String> actual = new TreeMap<>();
        for (Map<String, Object> row : OpenGothaOracle.standings(OpenGothaOracle.checkpoint(file, round))) {
            String key = (String) row.get("key");
            @SuppressWarnings("unchecked")
            Map<String, Double> values = (Map<String, Double>) row.get("criteria");
            List<Double> mine = standings.of(key).map(Place::values).orElse(List.of());
            for (int i = 0; i < BOTH_FAMILIES.size(); i++) {
                String name = BOTH_FAMILIES.get(i);
                expected.put(key + " " + name, String.valueOf(values.get(name)));
                actual.put(key + " " + name, i < mine.size() ? String.valueOf(mine.get(i)) : "not placed");
            }
        }
        assertEquals(expected.size(), standings.places().size() * BOTH_FAMILIES.size(), "placed players");
        assertEquals(List.of(), differences(expected, actual));
    }

    @ParameterizedTest(name = "{0} after round {1}")
    @MethodSource("checkpoints")
    void placesByTheFilesCriteriaAreOpenGothas(String file, int round) {
        Tournament tournament = OpenGothaOracle.tournament(file);
        Standings standings = ranked(tournament, round, tournament.placement().criteria()).standings();
        Map<String, String> expected = new TreeMap<>();
        Map<String, String> actual = new TreeMap<>();
        for (Map<String, Object> row : OpenGothaOracle.standings(OpenGothaOracle.checkpoint(file, round))) {
            expected.put((String) row.get("key"), String.valueOf(((Double) row.get("place")).intValue()));
        }
        standings.places().forEach(p -> actual.put(p.entrant(), String.valueOf(p.place())));
        assertEquals(List.of(), differences(expected, actual));
    }

    /**
     * The lines in OpenGotha's order, those sharing a place included: it lists its ex aequo by name, then first name
     * (Toulouse2024 after round 1 lists "NICOLAU Madec", "SUN Xiuyuan", then "juh seivin" and "juh tae hwan"; the
     * file registers them in another order).
     */
    @ParameterizedTest(name = "{0} after round {1}")
    @MethodSource("checkpoints")
    void playersSharingAPlaceAreListedInOpenGothasOrder(String file, int round) {
        Tournament tournament = OpenGothaOracle.tournament(file);
        List<String> expected = OpenGothaOracle.standings(OpenGothaOracle.checkpoint(file, round)).stream()
                .map(row -> (String) row.get("key")).toList();
        assertEquals(expected, ranked(tournament, round, tournament.placement().criteria()).standings().order());
    }

    @ParameterizedTest(name = "{0} after round {1}")
    @MethodSource("checkpoints")
    void playersNeverPairedAreListedApartAsOpenGothaLeavesThemOut(String file, int round) {
        Tournament tournament = OpenGothaOracle.tournament(file);
        @SuppressWarnings("unchecked")
        List<String> expected = (List<String>) OpenGothaOracle.checkpoint(file, round).get("notImpliedPlayers");
        List<String> actual = ranked(tournament, round, tournament.placement().criteria()).registeredOnly();
        assertEquals(expected.stream().sorted().toList(), actual.stream().sorted().toList());
    }

    private static TournamentStandings.Ranked ranked(Tournament tournament, int round, List<PlacementCriterion> criteria) {
        return assertInstanceOf(TournamentStandings.Ranked.class, TournamentStandings.rank(tournament, round, criteria));
    }

    /** "key: expected X, was Y" for each entry that differs, so one failure shows every difference. */
    private static List<String> differences(Map<String, String> expected, Map<String, String> actual) {
        List<String> out = new ArrayList<>();
        expected.forEach((key, value) -> {
            if (!value.equals(actual.get(key))) {
                out.add(key + ": expected " + value + ", was " + actual.get(key));
            }
        });
        actual.keySet().stream().filter(key -> !expected.containsKey(key)).forEach(key -> out.add(key + ": not expected"));
        return out;
    }
}
