package dev.tengen.tournament.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A JSON file that does not describe a consistent tournament is refused, every problem named with its place. */
class TournamentJsonProblemsTest {

    /** Two players, one round of one game; {@code %s} placeholders are filled by each test. */
    private static final String SMALL = """
            {
              "schema": "tengen-tournament/1",
              "event": {"name": "Club cup", "begins": "2024-05-01"},
              "regulations": {"ruleSet": "korean-2016", "boardSize": 19, "compensation": 6.5, "rounds": 3},
              "pairing": {"system": "swiss"},
              "placement": {"criteria": ["NBW", "SOS"]},
              "players": [
                {"id": "kim", "name": "Kim", "rank": "%s"},
                {"id": "lee", "name": "Lee", "rank": "2d", "absentRounds": [%s]}
              ],
              "rounds": [
                {"round": %s, "games": [{"board": 1, "black": "kim", "white": "%s", "result": "black-wins"}]}
              ]
            }
            """;

    private static Checked<Tournament> read(String rank, String absent, String round, String white) {
        return TournamentJson.read(SMALL.formatted(rank, absent, round, white));
    }

    private static List<String> problems(Checked<Tournament> read) {
        return read.problems().stream().map(Problem::toString).toList();
    }

    @Test
    void minimalFileWithDefaultsIsRead() {
        Tournament t = read("1k", "", "1", "lee").orElseThrow();
        assertEquals("korean-2016", t.regulations().ruleSet().orElseThrow());
        assertEquals("Club cup", t.event().shortName(), "the short name defaults to the name");
        assertEquals(1, t.games().size());
    }

    @Test
    void rankOutOfRangeNamesThePlayerLineAndColumn() {
        assertEquals(List.of("player 'kim' (line 8, column 42): rank '45k' is out of range: kyu ranks run from 30k to 1k"),
                problems(read("45k", "", "1", "lee")));
    }

    @Test
    void unregisteredOpponentNamesRoundAndBoard() {
        assertEquals(List.of("round 1, board 1: player 'park' is not registered"), problems(read("1k", "", "1", "park")));
    }

    @Test
    void absentPlayerWithAPlayedGameIsInconsistent() {
        assertEquals(List.of("round 2, board 1: player 'lee' is absent in this round, yet plays a game (only a forfeit may be recorded)"),
                problems(read("1k", "2", "2", "lee")));
    }

    @Test
    void roundBeyondTheScheduleIsRefused() {
        assertEquals(List.of("round 4: the tournament has 3 rounds"), problems(read("1k", "", "4", "lee")));
    }

    @Test
    void everyProblemIsReportedNotOnlyTheFirst() {
        assertEquals(List.of("player 'kim' (line 8, column 42): rank '1x' is not a rank: unknown kind 'x', use k (kyu), d (dan), p (professional), chi, tuan or ping",
                "player 'lee' (line 9, column 65): field 'absentRounds' is a number, not a string"), problems(read("1x", "\"a\"", "1", "lee")));
    }

    @Test
    void misspeltFieldIsRefused() {
        String json = SMALL.formatted("1k", "", "1", "lee").replace("\"compensation\"", "\"komi\"");
        List<String> problems = problems(TournamentJson.read(json));
        assertTrue(problems.contains("regulations (line 4, column 18): field 'compensation' is missing"), problems::toString);
        assertTrue(problems.contains("regulations (line 4, column 70): unknown field 'komi'"), problems::toString);
    }

    @Test
    void missingSchemaIsRefused() {
        String json = SMALL.formatted("1k", "", "1", "lee").replace("\"schema\": \"tengen-tournament/1\",", "");
        assertEquals(List.of("tournament (line 1, column 1): field 'schema' is missing: a Tengen tournament file starts with "
                + "\"schema\": \"tengen-tournament/1\""), problems(TournamentJson.read(json)));
    }

    @Test
    void laterSchemaVersionIsRefused() {
        String json = SMALL.formatted("1k", "", "1", "lee").replace("tengen-tournament/1", "tengen-tournament/2");
        assertEquals(List.of("tournament (line 1, column 1): schema 'tengen-tournament/2' is not one this version reads (tengen-tournament/1)"),
                problems(TournamentJson.read(json)));
    }

    @Test
    void wrongTypeIsNamed() {
        String json = SMALL.formatted("1k", "", "1", "lee").replace("\"boardSize\": 19", "\"boardSize\": \"19\"");
        assertEquals(List.of("regulations (line 4, column 58): field 'boardSize' is a number, not a string"),
                problems(TournamentJson.read(json)));
    }

    @Test
    void unknownResultListsTheKnownOnes() {
        String json = SMALL.formatted("1k", "", "1", "lee").replace("black-wins", "black-resigns");
        assertEquals(List.of("round 1, board 1 (line 12, column 83): field 'result' is one of black-wins, white-wins, draw, "
                + "both-lose, both-win, no-result, pending, not 'black-resigns'"), problems(TournamentJson.read(json)));
    }

    @Test
    void floorAboveBarIsRefusedByThePairingRecord() {
        String json = SMALL.formatted("1k", "", "1", "lee").replace("{\"system\": \"swiss\"}",
                "{\"system\": \"mcmahon\", \"bar\": \"5k\", \"floor\": \"2d\", \"zero\": \"30k\"}");
        assertEquals(List.of("pairing (line 5, column 14): the McMahon floor 2d is above the bar 5k"), problems(TournamentJson.read(json)));
    }

    @Test
    void playerRegisteredTwiceIsRefused() {
        String json = SMALL.formatted("1k", "", "1", "lee").replace("\"id\": \"lee\"", "\"id\": \"kim\"");
        assertEquals(List.of("player 'kim': is registered twice", "round 1, board 1: player 'lee' is not registered"),
                problems(TournamentJson.read(json)));
    }

    /** Regulations.MAX_ROUNDS: a file of 2,000,000,000 rounds made the command line's export run without end. */
    @Test
    void moreRoundsThanATournamentHasAreRefusedAtTheirField() {
        String file = SMALL.formatted("1k", "", "1", "lee").replace("\"rounds\": 3", "\"rounds\": 2000000000");

        assertEquals(List.of("regulations (line 4, column 93): field 'rounds': a tournament has at most 1000 rounds,"
                + " not 2000000000"), problems(TournamentJson.read(file)));
    }

    @Test
    void aRoundNumberedBeyondWhatATournamentHasIsRefusedAtIt() {
        assertEquals(List.of("round 2000000000 (line 12, column 15): a tournament has at most 1000 rounds, so no round"
                + " 2000000000"), problems(read("1k", "", "2000000000", "lee")));
    }
}
