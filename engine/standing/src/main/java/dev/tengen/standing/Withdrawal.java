package dev.tengen.standing;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;

/**
 * Chinese 2002 art. 28: what a withdrawal during the tournament does to the results. In a Swiss
 * (art. 28.3) nothing changes: the results stand and the player is no longer paired, which the
 * {@code WITHDRAWN} byes of the later rounds record; no transformation is needed.
 */
public final class Withdrawal {

    private Withdrawal() {
    }

    /**
     * Art. 28.2, round robin: with fewer games played than half the rounds scheduled, the player's
     * results are void (the player and every game of the player leave the table); with half or more,
     * the results stand and the player's games still pending become forfeit wins for the opponents.
     *
     * @param roundsScheduled the number of games the player was scheduled to play
     */
    public static Field roundRobin(Field field, String player, int roundsScheduled) {
        long played = field.games().stream().filter(g -> g.involves(player) && g.isPlayed()).count();
        if (2 * played < roundsScheduled) {
            return new Field(
                    field.entrants().stream().filter(e -> !e.id().equals(player)).toList(),
                    field.games().stream().filter(g -> !g.involves(player)).toList());
        }
        return forfeitRemaining(field, player);
    }

    /**
     * Art. 28.4, team and SuperWeiqi events (and art. 28.2 with half or more played): the results stand
     * and every pending game of the player becomes a forfeit win for the opponent.
     */
    public static Field forfeitRemaining(Field field, String player) {
        List<GameRecord> games = field.games().stream()
                .map(g -> g.involves(player) && g.outcome() == Outcome.PENDING ? forfeitedBy(g, player) : g)
                .toList();
        return new Field(field.entrants(), games);
    }

    private static GameRecord forfeitedBy(GameRecord g, String player) {
        Outcome opponentWins = g.black().equals(player) ? Outcome.WHITE_WINS : Outcome.BLACK_WINS;
        return new GameRecord(g.round(), g.board(), g.black(), g.white(), g.handicap(), opponentWins, true);
    }
}
