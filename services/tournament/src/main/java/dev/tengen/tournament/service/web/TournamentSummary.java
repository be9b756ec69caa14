package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * One line of the list of tournaments.
 *
 * @param ruleSet null until the tournament is configured
 * @param players registered players still playing
 * @param withdrawn players who withdrew
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TournamentSummary(
        String id, String name, long version, Instant createdAt, String ruleSet, int players, int withdrawn) {
}
