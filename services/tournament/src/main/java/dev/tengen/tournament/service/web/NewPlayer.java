package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.RegisterPlayer;
import java.time.Instant;
import java.util.Map;

/**
 * The body of {@code POST /api/v1/tournaments/{id}/players}.
 *
 * @param rank as written: "5k", "3d", "2p", "3ping", "9 tuan"
 * @param club optional
 * @param country optional, a country code such as "KR"
 * @param mcMahonCorrection optional, points added to the McMahon start score, -1 to 2 (OpenGotha's smmsCorrection)
 * @param memberships optional, ids with rating bodies and federations by body: {"egf": "12345678", "ffg": "9876"}
 */
public record NewPlayer(String name, String rank, String club, String country, Integer mcMahonCorrection,
        Map<String, String> memberships) {

    /** A player without a McMahon correction or federation ids. */
    public NewPlayer(String name, String rank, String club, String country) {
        this(name, rank, club, country, null, null);
    }

    RegisterPlayer toCommand(String tournamentId, Long expectedVersion, String playerId, String by, Instant at) {
        return new RegisterPlayer(tournamentId, expectedVersion, playerId, Fields.required(name, "name"),
                Fields.required(rank, "rank"), Fields.optional(club), Fields.optional(country), mcMahonCorrection,
                memberships, by, at);
    }
}
