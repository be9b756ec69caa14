package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Opens a tournament: the first fact of its history.
 *
 * @param tournamentId the new tournament's id, chosen by the caller
 * @param name the name directors and players know it by
 * @param by who asks (an organizer)
 * @param at when the request was made
 */
public record CreateTournament(@TargetAggregateIdentifier String tournamentId, String name, String by, Instant at) {

    public CreateTournament {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
