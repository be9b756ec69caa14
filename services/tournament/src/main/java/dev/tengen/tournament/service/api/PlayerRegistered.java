package dev.tengen.tournament.service.api;

import java.time.Instant;

/**
 * A player was entered in the tournament.
 *
 * @param rank the declared rank in canonical notation ({@code dev.tengen.rank.Rank#notation()})
 */
public record PlayerRegistered(
        String tournamentId, String playerId, String name, String rank, String club, String country, String by, Instant at) {
}
