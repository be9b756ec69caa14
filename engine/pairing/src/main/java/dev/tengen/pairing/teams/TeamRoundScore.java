package dev.tengen.pairing.teams;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;

/**
 * A team match scored (Chinese 2002 art. 27.2): each game scores 2/1/0 as in individual play
 * (art. 27.1); the team with the higher sum wins the round, 2 points, the other 0; equal sums, 1 each.
 *
 * @param first the team listed first
 * @param second the other team
 * @param firstGamePoints the first team's summed game points
 * @param secondGamePoints the second team's summed game points
 */
public record TeamRoundScore(String first, String second, int firstGamePoints, int secondGamePoints) {

    public static TeamRoundScore of(TeamLineup first, TeamLineup second, List<GameRecord> games) {
        return new TeamRoundScore(first.team(), second.team(), gamePoints(first, games), gamePoints(second, games));
    }

    public int firstRoundPoints() {
        return Integer.compare(firstGamePoints, secondGamePoints) + 1;
    }

    public int secondRoundPoints() {
        return Integer.compare(secondGamePoints, firstGamePoints) + 1;
    }

    private static int gamePoints(TeamLineup team, List<GameRecord> games) {
        int points = 0;
        for (GameRecord game : games) {
            for (String player : team.players()) {
                if (game.involves(player)) {
                    points += game.isWonBy(player) ? 2 : game.outcome() == Outcome.DRAW ? 1 : 0;
                }
            }
        }
        return points;
    }
}
