package dev.tengen.pairing.teams;

import java.util.List;

/**
 * A team and its players in board order, fixed for the tournament (Chinese 2002 art. 25.2: "fixed
 * participation with assigned seating", the table positions decided by rank and rating and not
 * changed). For a SuperWeiqi team it is the order of appearance (art. 26.6).
 *
 * @param team the team's id
 * @param players board 1 first
 */
public record TeamLineup(String team, List<String> players) {

    public TeamLineup {
        players = List.copyOf(players);
        if (players.isEmpty()) {
            throw new IllegalArgumentException("a team has at least one player: " + team);
        }
    }

    public int boards() {
        return players.size();
    }
}
