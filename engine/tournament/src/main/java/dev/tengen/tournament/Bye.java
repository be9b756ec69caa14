package dev.tengen.tournament;

/**
 * A round in which a registered player has no game: a pairing bye (odd field), or a round the
 * player asked not to be paired for.
 *
 * @param round 1-based round
 * @param player id of the player
 * @param kind why there is no game
 */
public record Bye(int round, String player, Kind kind) {

    public enum Kind {
        /** The pairing left the player out (odd number of players). */
        PAIRING_BYE,
        /** The player asked not to be paired for this round. */
        ABSENT,
        /** The player has withdrawn (Chinese 2002 art. 28). */
        WITHDRAWN
    }
}
