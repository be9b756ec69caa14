package dev.tengen.tournament.service.api;

import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Asks the tournament for itself as the engine's model ({@code dev.tengen.tournament.Tournament}): its
 * configuration, its players and its published rounds with their results, the model it pairs from. Changes nothing;
 * an export (OpenGotha XML) writes the answer.
 */
public record ExportTournament(@TargetAggregateIdentifier String tournamentId) {

    public ExportTournament {
        Objects.requireNonNull(tournamentId, "tournamentId");
    }
}
