package dev.tengen.standing;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Chinese 2002 art. 27.2 team scoring. Board games score 2/1/0 as in an individual event; the team with
 * the higher sum wins the round (2 round points), equal sums draw (1 each). A team's first table is, in
 * each match, the game with the lowest board number.
 */
public final class TeamEvent {

    private final Map<String, String> teamOf;
    private final List<GameRecord> games;
    private final int tables;

    /**
     * @param teamOf each player's team
     * @param games the individual board games
     */
    public TeamEvent(Map<String, String> teamOf, List<GameRecord> games) {
        this.teamOf = Map.copyOf(teamOf);
        this.games = List.copyOf(games);
        for (GameRecord g : games) {
            String black = team(g.black());
            if (black.equals(team(g.white()))) {
                throw new IllegalArgumentException("team-mates paired against each other: " + g);
            }
        }
        this.tables = matchBoards().values().stream().mapToInt(List::size).max().orElse(0);
    }

    private String team(String player) {
        return Objects.requireNonNull(teamOf.get(player), () -> "no team for " + player);
    }

    /** Games of each match, keyed by round and team pair, in table order. */
    private Map<String, List<GameRecord>> matchBoards() {
        Map<String, List<GameRecord>> byMatch = new LinkedHashMap<>();
        for (GameRecord g : games) {
            String a = team(g.black());
            String b = team(g.white());
            String key = g.round() + "\u0000" + (a.compareTo(b) < 0 ? a + "\u0000" + b : b + "\u0000" + a);
            byMatch.computeIfAbsent(key, k -> new ArrayList<>()).add(g);
        }
        byMatch.values().forEach(list -> list.sort(Comparator.comparingInt(GameRecord::board)));
        return byMatch;
    }

    /** The team matches as games between teams, the outcome decided by the summed board points. */
    public List<GameRecord> matches() {
        List<GameRecord> out = new ArrayList<>();
        for (List<GameRecord> boards : matchBoards().values()) {
            GameRecord first = boards.get(0);
            String a = team(first.black());
            String b = team(first.white());
            double pointsA = 0;
            double pointsB = 0;
            boolean pending = false;
            for (GameRecord g : boards) {
                pending |= g.outcome() == Outcome.PENDING;
                pointsA += boardPoints(g, teamPlayer(g, a));
                pointsB += boardPoints(g, teamPlayer(g, b));
            }
            // Art. 27.2: the higher summed individual game score wins the round, equal sums share it
            Outcome outcome = pending ? Outcome.PENDING
                    : pointsA > pointsB ? Outcome.BLACK_WINS : pointsA < pointsB ? Outcome.WHITE_WINS : Outcome.DRAW;
            boolean allForfeit = boards.stream().allMatch(GameRecord::byForfeit);
            out.add(new GameRecord(first.round(), first.board(), a, b, 0, outcome, allForfeit));
        }
        return out;
    }

    private String teamPlayer(GameRecord g, String team) {
        return team(g.black()).equals(team) ? g.black() : g.white();
    }

    private static double boardPoints(GameRecord g, String player) {
        GamePoints p = GamePoints.CHINESE_2002;
        return switch (g.outcome()) {
            case DRAW -> p.draw();
            case BOTH_LOSE -> p.bothLose();
            case PENDING, NO_RESULT -> 0;
            default -> g.isWonBy(player) ? p.win() : p.loss();
        };
    }

    /** The table of teams after round {@code throughRound}, scored in round points 2/1/0. */
    public Crosstable crosstable(List<String> teams, int throughRound) {
        return Crosstable.of(teams.stream().map(Entrant::of).toList(), matches(), List.of(), Scoring.CHINESE_2002,
                throughRound);
    }

    /** Art. 27.2 (1): the team's summed individual game score. */
    public Criterion gamePoints() {
        return Criterion.of("game points", (table, team) -> tablePoints(team, 0, table.rounds()));
    }

    /** Art. 27.2 (1): the team's individual game score at its {@code table}-th table (1 = first). */
    public Criterion tablePoints(int table) {
        return Criterion.of("table " + table, (t, team) -> tablePoints(team, table, t.rounds()));
    }

    private double tablePoints(String team, int table, int throughRound) {
        double sum = 0;
        for (List<GameRecord> boards : matchBoards().values()) {
            for (int i = 0; i < boards.size(); i++) {
                GameRecord g = boards.get(i);
                if (g.round() > throughRound || (table != 0 && i + 1 != table)) {
                    continue;
                }
                if (team(g.black()).equals(team) || team(g.white()).equals(team)) {
                    sum += boardPoints(g, teamPlayer(g, team));
                }
            }
        }
        return sum;
    }

    /** Art. 27.2 (1): round points, game points, then table by table from the first; else shared. */
    public Placement roundRobin() {
        List<Criterion> criteria = new ArrayList<>(List.of(ChineseCriteria.POINTS, gamePoints()));
        for (int t = 1; t <= tables; t++) {
            criteria.add(tablePoints(t));
        }
        return new Placement("Chinese 2002 team round robin", criteria);
    }

    /** Art. 27.2 (2): the individual Swiss total score on round points, then the round robin sequence. */
    public Placement swissByTotalScore() {
        List<Criterion> criteria = new ArrayList<>(List.of(ChineseCriteria.TOTAL_SCORE));
        criteria.addAll(roundRobin().criteria());
        return new Placement("Chinese 2002 team Swiss by total score", criteria);
    }
}
