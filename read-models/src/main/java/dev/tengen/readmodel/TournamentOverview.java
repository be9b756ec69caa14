package dev.tengen.readmodel;

import java.time.Instant;
import java.util.List;

/**
 * A tournament as its public page opens: name, configuration (null fields until configured) and counts.
 *
 * @param roundsPaired the highest published round
 * @param gamesFinished games with a result
 * @param gamesInPlay games started and without a result
 * @param closed whether the tournament is over
 * @param officials the officials in office, as "role: name"
 */
public record TournamentOverview(
        String id,
        String name,
        String createdBy,
        Instant createdAt,
        String ruleSet,
        Integer boardSize,
        Integer rounds,
        String pairingSystem,
        int players,
        int withdrawn,
        int roundsPaired,
        int gamesFinished,
        int gamesInPlay,
        boolean closed,
        List<String> officials) {

    public TournamentOverview {
        officials = List.copyOf(officials);
    }

    /** The tournament's extent in rounds: those configured, or more when more were paired. A query names no later one. */
    public int extent() {
        return Math.max(rounds == null ? 0 : rounds, roundsPaired);
    }
}
