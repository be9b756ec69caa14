package dev.tengen.platform.tournament;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The answer to a write: the change is stored, and the tournament is now at {@code version} (also the ETag).
 *
 * @param playerId the new player's id, for a registration
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Receipt(String tournamentId, long version, String playerId) {

    String etag() {
        return Long.toString(version);
    }
}
