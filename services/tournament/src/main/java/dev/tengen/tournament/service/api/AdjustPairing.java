package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A director changes a paired, unpublished round by hand: each change replaces the board of its number (or adds
 * one); players who no longer play get a bye, players given a board lose theirs.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param changes the boards as they are to be, at least one
 * @param reason why, required: a hand-made pairing must be explained
 */
public record AdjustPairing(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        List<BoardChange> changes,
        String reason,
        String by,
        Instant at) {

    public AdjustPairing {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(changes, "changes");
        Objects.requireNonNull(reason, "reason");
        changes = List.copyOf(changes);
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
