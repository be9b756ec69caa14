package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * The Technical Delegate corrects the pairing of a published round, with the reason: boards are set as in
 * {@link AdjustPairing}, but only boards without a result may change. A changed board's game is void and the board
 * gets a new game ({@link PairingCorrected}).
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param changes the boards as they are to be, at least one
 * @param reason why, required: the players and the audit are told
 * @param byes players given a pairing bye; with {@code replace}, every other player without a board is not paired
 * @param replace whether {@code changes} are every board of the round
 * @param preview judge the correction and answer it without recording it (the desk looks at the games it voids)
 */
public record CorrectPairing(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        List<BoardChange> changes,
        String reason,
        List<String> byes,
        boolean replace,
        boolean preview,
        String by,
        Instant at) {

    public CorrectPairing {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(changes, "changes");
        Objects.requireNonNull(reason, "reason");
        changes = List.copyOf(changes);
        byes = byes == null ? List.of() : List.copyOf(byes);
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }

    /** The same boards as a change of the round's draft, which {@code PairingByHand} judges. */
    public AdjustPairing asAdjustment() {
        return new AdjustPairing(tournamentId, expectedVersion, round, changes, reason, byes, replace, by, at);
    }

    /** The correction itself, once its preview was looked at. */
    public CorrectPairing recorded(Long version) {
        return new CorrectPairing(tournamentId, version, round, changes, reason, byes, replace, false, by, at);
    }
}
