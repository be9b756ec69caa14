package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Map;

/**
 * A player was entered in the tournament.
 *
 * @param rank the declared rank in canonical notation ({@code dev.tengen.rank.Rank#notation()})
 * @param mcMahonCorrection points added to the McMahon start score; null in events stored before it existed (none)
 * @param memberships ids with rating bodies and federations, by body ("egf", "ffg", "aga"); empty when none was given
 *     (and in events stored before the field existed)
 */
public record PlayerRegistered(
        String tournamentId, String playerId, String name, String rank, String club, String country, String by, Instant at,
        Integer mcMahonCorrection, Map<String, String> memberships) {

    public PlayerRegistered {
        memberships = memberships == null ? Map.of() : Map.copyOf(memberships);
    }

    /** A player as registered before the McMahon correction and the federation ids existed. */
    public PlayerRegistered(String tournamentId, String playerId, String name, String rank, String club, String country,
            String by, Instant at) {
        this(tournamentId, playerId, name, rank, club, country, by, at, null, Map.of());
    }

    /** The correction, 0 when none was given. */
    public int correction() {
        return mcMahonCorrection == null ? 0 : mcMahonCorrection;
    }
}
