package dev.tengen.standing;

import static dev.tengen.standing.Games.onBoard;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Three teams of two, round robin (Chinese 2002 art. 27.2). Board games score 2/1/0.
 *
 * <pre>
 *  r1  T1-T2  table 1: a1 beats a2 (2-0)   table 2: b2 beats b1 (0-2)   match 2-2, draw
 *  r2  T1-T3  table 1: a1 draws a3 (1-1)   table 2: b1 beats b3 (2-0)   match 3-1, T1 wins
 *  r3  T2-T3  table 1: a2 beats a3 (2-0)   table 2: b2 draws b3 (1-1)   match 3-1, T2 wins
 *
 *        round points  game points  table 1
 *  T1    3             5            3
 *  T2    3             5            2
 *  T3    0             2            1
 * </pre>
 */
class TeamEventTest {

    private static final Map<String, String> TEAM_OF = Map.of("a1", "T1", "b1", "T1", "a2", "T2", "b2", "T2",
            "a3", "T3", "b3", "T3");

    private static final List<GameRecord> GAMES = List.of(
            onBoard(1, 1, "a1", "a2"), onBoard(1, 2, "b2", "b1"),
            new GameRecord(2, 3, "a1", "a3", 0, Outcome.DRAW, false), onBoard(2, 4, "b1", "b3"),
            onBoard(3, 1, "a2", "a3"), new GameRecord(3, 2, "b2", "b3", 0, Outcome.DRAW, false));

    private static final TeamEvent EVENT = new TeamEvent(TEAM_OF, GAMES);
    private static final Crosstable TABLE = EVENT.crosstable(List.of("T1", "T2", "T3"), 3);

    @Test
    void equalSummedBoardPointsDrawTheRound() {
        GameRecord first = EVENT.matches().get(0);
        assertEquals(Outcome.DRAW, first.outcome());
    }

    @Test
    void roundPointsAreTwoForAWonMatchAndOneForADrawnOne() {
        assertEquals(3, TABLE.points("T1"));
        assertEquals(3, TABLE.points("T2"));
        assertEquals(0, TABLE.points("T3"));
    }

    @Test
    void gamePointsSumEveryBoard() {
        assertEquals(5.0, EVENT.gamePoints().values(TABLE, List.of("T1")).get("T1"));
        assertEquals(2.0, EVENT.gamePoints().values(TABLE, List.of("T3")).get("T3"));
    }

    @Test
    void firstTableIsTheLowestBoardOfEachMatch() {
        // T1's first-table games: a1 on board 1 (win) and on board 3 (draw)
        assertEquals(3.0, EVENT.tablePoints(1).values(TABLE, List.of("T1")).get("T1"));
    }

    @Test
    void equalRoundAndGamePointsAreBrokenTableByTableFromTheFirst() {
        Standings s = EVENT.roundRobin().rank(TABLE);
        assertEquals(List.of("T1", "T2", "T3"), s.order());
        assertEquals(List.of(3.0, 5.0, 3.0, 2.0), s.of("T1").orElseThrow().values());
    }

    @Test
    void teamStandingsAfterAnEarlierRoundUseOnlyItsMatches() {
        Crosstable afterOne = EVENT.crosstable(List.of("T1", "T2", "T3"), 1);
        Standings s = EVENT.roundRobin().rank(afterOne);
        // after round 1, T1 and T2 drew 2-2; T1's first table won
        assertEquals(List.of("T1", "T2", "T3"), s.order());
        assertEquals(List.of(1.0, 2.0, 2.0, 0.0), s.of("T1").orElseThrow().values());
    }

    @Test
    void swissTeamPlacementStartsWithTheTotalScore() {
        // highest round points 3, divisor 1.5; T1 met T2 (3) and T3 (0): 3 + (3 / 1.5 - 3) = 2
        Standings s = EVENT.swissByTotalScore().rank(TABLE);
        assertEquals(2.0, s.of("T1").orElseThrow().values().get(0), 1e-9);
        assertEquals(List.of("T1", "T2", "T3"), s.order());
    }
}
