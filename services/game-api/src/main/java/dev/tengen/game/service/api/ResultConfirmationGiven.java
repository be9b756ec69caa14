package dev.tengen.game.service.api;

import java.time.Instant;

/**
 * One confirmation of the proposed result.
 *
 * @param role "player" or "referee"
 * @param confirmer the player's id (for a player) or the referee's name
 * @param result the result confirmed
 */
public record ResultConfirmationGiven(String gameId, String tournamentId, String role, String confirmer, String result,
        String by, Instant at) {

    public static final String PLAYER = "player";
    public static final String REFEREE = "referee";
}
