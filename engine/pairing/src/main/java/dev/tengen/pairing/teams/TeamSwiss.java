package dev.tengen.pairing.teams;

import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.swiss.SwissField;
import dev.tengen.pairing.swiss.SwissPairing;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;

/**
 * Swiss pairing of teams (Chinese 2002 App. 5.2(1): "pair everyone, or every team"): each earlier
 * match counts as one game between the teams, won by the team with the round points (art. 27.2),
 * so teams are grouped by round points, 2 for a won match, 1 for a drawn one.
 */
public final class TeamSwiss {

    private TeamSwiss() {
    }

    /** @param matches earlier matches, with the team listed first as "Black" */
    public static RoundPairing pair(int round, SwissField teams, List<TeamMatchResult> matches, List<Bye> byes) {
        List<GameRecord> asGames = matches.stream().map(TeamSwiss::asGame).toList();
        return SwissPairing.pair(round, teams, asGames, byes);
    }

    private static GameRecord asGame(TeamMatchResult match) {
        int first = match.score().firstRoundPoints();
        Outcome outcome = first == 2 ? Outcome.BLACK_WINS : first == 0 ? Outcome.WHITE_WINS : Outcome.DRAW;
        return new GameRecord(match.round(), 1, match.score().first(), match.score().second(), 0, outcome, false);
    }

    /**
     * @param round the round the match was played in
     * @param score its score
     */
    public record TeamMatchResult(int round, TeamRoundScore score) {
    }
}
