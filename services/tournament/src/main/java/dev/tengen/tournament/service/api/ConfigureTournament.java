package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Sets the rules a tournament is played under; a later configuration replaces an earlier one.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param ruleSet a rule set name ({@code dev.tengen.rules.Rulesets#names()})
 * @param boardSize lines of the board, 5 to 25
 * @param rounds how many rounds are played, at least one
 * @param pairingSystem a pairing system name ({@link PairingSystems#NAMES})
 */
public record ConfigureTournament(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        String ruleSet,
        int boardSize,
        int rounds,
        String pairingSystem,
        String by,
        Instant at) {

    public ConfigureTournament {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(ruleSet, "ruleSet");
        Objects.requireNonNull(pairingSystem, "pairingSystem");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
