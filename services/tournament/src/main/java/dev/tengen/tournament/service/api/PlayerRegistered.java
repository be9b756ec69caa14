package dev.tengen.tournament.service.api;

import java.time.Instant;

/**
 * A player was entered in the tournament.
 *
 * @param rank the declared rank in canonical notation ({@code dev.tengen.rank.Rank#notation()})
 * @param mcMahonCorrection points added to the McMahon start score; null in events stored before it existed (none)
 */
public record PlayerRegistered(
        String tournamentId, String playerId, String name, String rank, String club, String country, String by, Instant at,
        Integer mcMahonCorrection) {

    /** A player as registered before the McMahon correction existed. */
    public PlayerRegistered(String tournamentId, String playerId, String name, String rank, String club, String country,
            String by, Instant at) {
        this(tournamentId, playerId, name, rank, club, country, by, at, null);
    }

    /** The correction, 0 when none was given. */
    public int correction() {
        return mcMahonCorrection == null ? 0 : mcMahonCorrection;
    }
}
