package dev.tengen.standing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Tournament;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The scores a round is paired on: every player's McMahon score after the round before, those never paired included,
 * checked against OpenGotha 3.52.03's own MMS (shared data, expected/).
 */
class ScoresBeforeARoundTest {

    @Test
    void afterRoundThreeEveryPlayerHasOpenGothasMcMahonScore() {
        Tournament toulouse = OpenGothaOracle.tournament("Toulouse2024");
        Map<String, Double> scores = TournamentStandings.scores(toulouse, 3).orElseThrow();
        Map<String, Double> expected = new TreeMap<>();
        Map<String, Double> actual = new TreeMap<>();
        for (Map<String, Object> row : OpenGothaOracle.standings(OpenGothaOracle.checkpoint("Toulouse2024", 3))) {
            String key = (String) row.get("key");
            @SuppressWarnings("unchecked")
            Map<String, Double> criteria = (Map<String, Double>) row.get("criteria");
            expected.put(key, criteria.get("MMS"));
            actual.put(key, scores.get(key));
        }
        assertEquals(expected, actual);
    }

    @Test
    void beforeTheFirstRoundEachScoreIsTheStartScoreThatALoserOfRoundOneKeeps() {
        Tournament toulouse = OpenGothaOracle.tournament("Toulouse2024");
        Map<String, Double> before = TournamentStandings.scores(toulouse, 0).orElseThrow();
        Map<String, Double> expected = new TreeMap<>();
        Map<String, Double> actual = new TreeMap<>();
        for (Map<String, Object> row : OpenGothaOracle.standings(OpenGothaOracle.checkpoint("Toulouse2024", 1))) {
            @SuppressWarnings("unchecked")
            List<String> results = (List<String>) row.get("results");
            if (results.get(0).contains("-")) {
                String key = (String) row.get("key");
                @SuppressWarnings("unchecked")
                Map<String, Double> criteria = (Map<String, Double>) row.get("criteria");
                expected.put(key, criteria.get("MMS"));
                actual.put(key, before.get(key));
            }
        }
        assertTrue(expected.size() > 10, "round 1 has losers: " + expected.size());
        assertEquals(expected, actual);
    }

    @Test
    void playersNeverPairedHaveTheirScoreToo() {
        Tournament bosp = OpenGothaOracle.tournament("bosp2024");
        @SuppressWarnings("unchecked")
        List<String> neverPaired = (List<String>) OpenGothaOracle.checkpoint("bosp2024", 2).get("notImpliedPlayers");
        Map<String, Double> scores = TournamentStandings.scores(bosp, 2).orElseThrow();
        assertTrue(!neverPaired.isEmpty());
        neverPaired.forEach(key -> assertTrue(scores.containsKey(key), key + " has a score"));
        assertEquals(bosp.entrants().size(), scores.size(), "every entrant");
    }
}
