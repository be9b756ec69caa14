package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Enters a player in a tournament (Chinese 2002 art. 29.2: the organization works from the registered players).
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param playerId the new player's id in this tournament, chosen by the caller
 * @param name the player's name as it will appear on pairings and results
 * @param rank the declared rank as written ("5k", "3d", "2p", "3ping"), read by {@code dev.tengen.rank.Rank#parse}
 * @param club club name or code, empty if none
 * @param country country code, empty if none
 * @param mcMahonCorrection points the director adds to the player's McMahon start score (OpenGotha's smmsCorrection,
 *     -1 to 2), null for none
 * @param memberships the player's ids with rating bodies and federations, by body ("egf", "ffg", "aga"); empty if
 *     none given
 */
public record RegisterPlayer(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        String playerId,
        String name,
        String rank,
        String club,
        String country,
        Integer mcMahonCorrection,
        Map<String, String> memberships,
        String by,
        Instant at) {

    public RegisterPlayer {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(playerId, "playerId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rank, "rank");
        Objects.requireNonNull(club, "club");
        Objects.requireNonNull(country, "country");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
        memberships = memberships == null ? Map.of() : Map.copyOf(memberships);
    }

    /** A player whose McMahon start score follows from the rank alone, without federation ids. */
    public RegisterPlayer(String tournamentId, Long expectedVersion, String playerId, String name, String rank,
            String club, String country, String by, Instant at) {
        this(tournamentId, expectedVersion, playerId, name, rank, club, country, null, Map.of(), by, at);
    }
}
