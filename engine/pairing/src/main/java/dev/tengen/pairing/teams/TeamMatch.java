package dev.tengen.pairing.teams;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The board games of team matches: board i of one team plays board i of the other (Chinese 2002
 * art. 25.2). The seed does not give team colours; here the team listed first (Black in the team
 * pairing) takes Black on odd boards and White on even boards, so each team has Black on half.
 */
public final class TeamMatch {

    private TeamMatch() {
    }

    /** The games of one match, numbered from {@code firstBoard}. */
    public static List<Pairing> games(TeamLineup first, TeamLineup second, int firstBoard) {
        if (first.boards() != second.boards()) {
            throw new IllegalArgumentException("teams have an equal number of players (Chinese 2002 art. 25.2): "
                    + first.team() + " " + first.boards() + ", " + second.team() + " " + second.boards());
        }
        List<Pairing> games = new ArrayList<>();
        for (int seat = 0; seat < first.boards(); seat++) {
            String own = first.players().get(seat);
            String opposing = second.players().get(seat);
            boolean firstTeamBlack = seat % 2 == 0;
            games.add(Pairing.even(firstBoard + seat, firstTeamBlack ? own : opposing, firstTeamBlack ? opposing : own));
        }
        return List.copyOf(games);
    }

    /** Every board game of a round of team pairings (round robin or Swiss), matches in board order. */
    public static RoundPairing games(RoundPairing teamRound, Map<String, TeamLineup> lineups) {
        List<Pairing> games = new ArrayList<>();
        for (Pairing match : teamRound.games()) {
            games.addAll(games(lineups.get(match.black()), lineups.get(match.white()), games.size() + 1));
        }
        List<String> byes = teamRound.byes().stream().flatMap(team -> lineups.get(team).players().stream()).toList();
        return new RoundPairing(teamRound.round(), games, byes);
    }
}
