package dev.tengen.tournament.service.api;

/**
 * A player without a game in a round.
 *
 * @param playerId the player
 * @param kind "pairing-bye" (odd field, or left out by the director), "absent" (asked not to be paired) or
 *     "withdrawn" (Chinese 2002 art. 28.3) or "not-paired" (the system left the player out), after {@code dev.tengen.tournament.Bye.Kind}
 * @param reason why, in words
 */
public record RoundBye(String playerId, String kind, String reason) {

    public static final String PAIRING_BYE = "pairing-bye";
    public static final String ABSENT = "absent";
    public static final String WITHDRAWN = "withdrawn";
    /** Out of the draw by the system's own rule: knocked out, in or out in the Ing system. */
    public static final String NOT_PAIRED = "not-paired";
}
