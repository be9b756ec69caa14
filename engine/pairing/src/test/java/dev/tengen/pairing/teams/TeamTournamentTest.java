package dev.tengen.pairing.teams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.roundrobin.RoundRobin;
import dev.tengen.pairing.swiss.SwissField;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TeamTournamentTest {

    static final TeamLineup BEIJING = new TeamLineup("Beijing", List.of("B1", "B2", "B3", "B4"));
    static final TeamLineup SHANGHAI = new TeamLineup("Shanghai", List.of("S1", "S2", "S3", "S4"));
    static final TeamLineup GUANGDONG = new TeamLineup("Guangdong", List.of("G1", "G2", "G3", "G4"));
    static final TeamLineup SICHUAN = new TeamLineup("Sichuan", List.of("C1", "C2", "C3", "C4"));
    static final Map<String, TeamLineup> LINEUPS = Map.of("Beijing", BEIJING, "Shanghai", SHANGHAI,
            "Guangdong", GUANGDONG, "Sichuan", SICHUAN);

    static String games(RoundPairing round) {
        return String.join(" ", round.games().stream().map(g -> g.black() + "-" + g.white()).toList());
    }

    static GameRecord game(String black, String white, Outcome outcome) {
        return new GameRecord(1, 1, black, white, 0, outcome, false);
    }

    @Test
    void boardOrderMeetsBoardOrderWithAlternatingColours() {
        // Chinese 2002 art. 25.2: fixed seating by board order
        assertEquals("B1-S1 S2-B2 B3-S3 S4-B4",
                String.join(" ", TeamMatch.games(BEIJING, SHANGHAI, 1).stream().map(g -> g.black() + "-" + g.white()).toList()));
    }

    @Test
    void aTeamRoundRobinFollowsTheBergerTableWithBoardsNumberedOn() {
        // Table 3, 4 participants, round 1: 1-(4), 2-3
        List<RoundPairing> teamRounds = RoundRobin.single(List.of("Beijing", "Shanghai", "Guangdong", "Sichuan"));
        RoundPairing boards = TeamMatch.games(teamRounds.get(0), LINEUPS);
        assertEquals("B1-C1 C2-B2 B3-C3 C4-B4 S1-G1 G2-S2 S3-G3 G4-S4", games(boards));
        assertEquals(8, boards.games().getLast().board());
    }

    @Test
    void theHigherSumOfGamePointsWinsTheRound() {
        // art. 27.2: Beijing wins boards 1 and 2, draws board 3, loses board 4: 2+2+1+0 = 5 to 0+0+1+2 = 3
        List<GameRecord> games = List.of(
                game("B1", "S1", Outcome.BLACK_WINS), game("S2", "B2", Outcome.WHITE_WINS),
                game("B3", "S3", Outcome.DRAW), game("S4", "B4", Outcome.BLACK_WINS));
        TeamRoundScore score = TeamRoundScore.of(BEIJING, SHANGHAI, games);
        assertEquals(5, score.firstGamePoints());
        assertEquals(3, score.secondGamePoints());
        assertEquals(2, score.firstRoundPoints());
        assertEquals(0, score.secondRoundPoints());
    }

    @Test
    void equalSumsShareTheRound() {
        List<GameRecord> games = List.of(
                game("B1", "S1", Outcome.BLACK_WINS), game("S2", "B2", Outcome.BLACK_WINS),
                game("B3", "S3", Outcome.BLACK_WINS), game("S4", "B4", Outcome.BLACK_WINS));
        TeamRoundScore score = TeamRoundScore.of(BEIJING, SHANGHAI, games);
        assertEquals(1, score.firstRoundPoints());
        assertEquals(1, score.secondRoundPoints());
    }

    @Test
    void teamsArePairedSwissByRoundPoints() {
        SwissField teams = SwissField.of(List.of("Beijing", "Shanghai", "Guangdong", "Sichuan"));
        RoundPairing first = TeamSwiss.pair(1, teams, List.of(), List.of());
        assertEquals("Beijing-Shanghai Guangdong-Sichuan", games(first));
        // round 1: Shanghai beat Beijing 6-2, Guangdong and Sichuan shared 4-4
        List<TeamSwiss.TeamMatchResult> results = List.of(
                new TeamSwiss.TeamMatchResult(1, new TeamRoundScore("Beijing", "Shanghai", 2, 6)),
                new TeamSwiss.TeamMatchResult(1, new TeamRoundScore("Guangdong", "Sichuan", 4, 4)));
        // round points: Shanghai 2 | Guangdong 1, Sichuan 1 | Beijing 0. Even round, larger ID first
        // in each group: Shanghai | Sichuan, Guangdong | Beijing. Shanghai, alone, meets Sichuan;
        // Guangdong meets Beijing.
        RoundPairing second = TeamSwiss.pair(2, teams, results, List.of());
        assertEquals(List.of("Shanghai", "Sichuan"), List.of(second.games().get(0).black(), second.games().get(0).white()).stream().sorted().toList());
        assertEquals(List.of("Beijing", "Guangdong"), List.of(second.games().get(1).black(), second.games().get(1).white()).stream().sorted().toList());
    }
}
