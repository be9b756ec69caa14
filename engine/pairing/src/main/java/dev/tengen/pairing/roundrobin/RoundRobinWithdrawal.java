package dev.tengen.pairing.roundrobin;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import java.util.ArrayList;
import java.util.List;

/** A player leaving a round robin (Chinese 2002 art. 28.1, 28.2) as it affects the rounds still to play. */
public final class RoundRobinWithdrawal {

    /** What becomes of the withdrawn player's games. */
    public enum Effect {
        /** Art. 28.2: under half the rounds played, the player's score becomes invalid; no more games. */
        SCORE_INVALID,
        /** Art. 28.2: half or more played, the score stands and the rest are lost by forfeit. */
        REST_FORFEITED
    }

    private RoundRobinWithdrawal() {
    }

    /**
     * Art. 28.2 speaks of "less than half" and "more than half"; exactly half is read as not less
     * than half, so the score stands (docs/drafts/pairing-systems.md).
     */
    public static Effect effect(int gamesPlayed, int roundsScheduled) {
        return 2 * gamesPlayed < roundsScheduled ? Effect.SCORE_INVALID : Effect.REST_FORFEITED;
    }

    /**
     * A scheduled round once {@code withdrawn} has left: with an invalid score the games are taken
     * out and the opponents have a bye; otherwise the games stay on the sheet, to be recorded as
     * forfeits (art. 28.2).
     */
    public static RoundPairing remainingRound(RoundPairing scheduled, String withdrawn, Effect effect) {
        if (effect == Effect.REST_FORFEITED) {
            return scheduled;
        }
        List<Pairing> games = new ArrayList<>();
        List<String> byes = new ArrayList<>(scheduled.byes());
        byes.remove(withdrawn);
        for (Pairing game : scheduled.games()) {
            if (game.black().equals(withdrawn)) {
                byes.add(game.white());
            } else if (game.white().equals(withdrawn)) {
                byes.add(game.black());
            } else {
                games.add(new Pairing(games.size() + 1, game.black(), game.white(), game.handicap(), game.compensation()));
            }
        }
        return new RoundPairing(scheduled.round(), games, byes);
    }

    /** Art. 28.1: a withdrawal before the start means a new draw of the remaining entries. */
    public static List<RoundPairing> pairAgainBeforeStart(List<String> remainingInNumberOrder, int cycles) {
        return RoundRobin.schedule(remainingInNumberOrder, cycles);
    }
}
