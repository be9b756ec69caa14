package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A director changes a paired, unpublished round by hand: each change replaces the board of its number (or adds
 * one); players who no longer play get a bye, players given a board lose theirs. With {@code replace} the changes are
 * the whole round, which need not be paired yet: the director's own pairing.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param changes the boards as they are to be, at least one
 * @param reason why, required: a hand-made pairing must be explained
 * @param byes players given a pairing bye (they score a bye's value); with {@code replace}, every other player
 *     without a board is not paired (scores nothing), absent or withdrawn as recorded
 * @param replace whether {@code changes} are every board of the round
 */
public record AdjustPairing(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        List<BoardChange> changes,
        String reason,
        List<String> byes,
        boolean replace,
        String by,
        Instant at) {

    public AdjustPairing {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(changes, "changes");
        Objects.requireNonNull(reason, "reason");
        changes = List.copyOf(changes);
        byes = byes == null ? List.of() : List.copyOf(byes);
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }

    /** Boards changed in a paired round, the players they displace given a bye. */
    public AdjustPairing(String tournamentId, Long expectedVersion, int round, List<BoardChange> changes, String reason,
            String by, Instant at) {
        this(tournamentId, expectedVersion, round, changes, reason, List.of(), false, by, at);
    }
}
