package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The answer to a write: the change is stored, and the tournament is now at {@code version} (also the ETag).
 *
 * @param playerId the new player's id, for a registration
 * @param gameId the board's game, for a result recorded or corrected on a board
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Receipt(String tournamentId, long version, String playerId, String gameId) {

    public Receipt(String tournamentId, long version, String playerId) {
        this(tournamentId, version, playerId, null);
    }

    /** The answer to a result on a board: the tournament's version and the board's game. */
    static Receipt ofGame(String tournamentId, long version, String gameId) {
        return new Receipt(tournamentId, version, null, gameId);
    }

    String etag() {
        return Long.toString(version);
    }
}
