package dev.tengen.pairing.swiss;

import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What pairing needs to know of the rounds played: points, who met whom, colours, byes.
 * Points are the accumulated points of Chinese 2002 art. 27.1: win 2, draw 1, loss 0.
 */
public final class SwissHistory {

    private final Map<String, Integer> points = new HashMap<>();
    private final Map<String, Set<String>> opponents = new HashMap<>();
    private final Map<String, Integer> blacks = new HashMap<>();
    private final Map<String, Integer> whites = new HashMap<>();
    private final Set<String> byed = new HashSet<>();

    private SwissHistory() {
    }

    /**
     * @param byePoints points for a pairing bye; the seeds do not say (see docs/drafts/pairing-systems.md)
     */
    public static SwissHistory of(List<GameRecord> games, List<Bye> byes, int byePoints) {
        SwissHistory history = new SwissHistory();
        games.forEach(history::add);
        for (Bye bye : byes) {
            if (bye.kind() == Bye.Kind.PAIRING_BYE) {
                history.byed.add(bye.player());
                history.points.merge(bye.player(), byePoints, Integer::sum);
            }
        }
        return history;
    }

    private void add(GameRecord game) {
        // App. 5.2(2): any earlier pairing counts as a meeting, played or not.
        opponents.computeIfAbsent(game.black(), p -> new HashSet<>()).add(game.white());
        opponents.computeIfAbsent(game.white(), p -> new HashSet<>()).add(game.black());
        if (game.isPlayed()) {
            blacks.merge(game.black(), 1, Integer::sum);
            whites.merge(game.white(), 1, Integer::sum);
        }
        // Art. 27.1: the winner gets 2 points, the loser 0, a draw 1 each.
        switch (game.outcome()) {
            case BLACK_WINS -> points.merge(game.black(), 2, Integer::sum);
            case WHITE_WINS -> points.merge(game.white(), 2, Integer::sum);
            case DRAW -> {
                points.merge(game.black(), 1, Integer::sum);
                points.merge(game.white(), 1, Integer::sum);
            }
            case BOTH_WIN -> {
                points.merge(game.black(), 2, Integer::sum);
                points.merge(game.white(), 2, Integer::sum);
            }
            case BOTH_LOSE, NO_RESULT, PENDING -> {
            }
        }
    }

    public int points(String player) {
        return points.getOrDefault(player, 0);
    }

    public boolean haveMet(String one, String other) {
        return opponents.getOrDefault(one, Set.of()).contains(other);
    }

    public Set<String> opponents(String player) {
        return Set.copyOf(opponents.getOrDefault(player, Set.of()));
    }

    /** Sum of the accumulated points of all opponents met (art. 27.1(2)(B)). */
    public int opponentsPoints(String player) {
        return opponents(player).stream().mapToInt(this::points).sum();
    }

    /** Games played with Black minus games played with White. */
    public int colourBalance(String player) {
        return blacks.getOrDefault(player, 0) - whites.getOrDefault(player, 0);
    }

    public boolean hadBye(String player) {
        return byed.contains(player);
    }
}
