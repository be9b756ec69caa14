package dev.tengen.standing;

/** How a player took part in one round. */
public enum Participation {
    /** A game played over the board, including a draw and a game both players lost. */
    PLAYED,
    /** A game decided without play (absence, lateness, disqualification). */
    FORFEIT,
    /** Left out by the pairing (odd number of players). */
    PAIRING_BYE,
    /** Asked not to be paired for the round. */
    ABSENT,
    /** Withdrawn from the tournament (Chinese 2002 art. 28). */
    WITHDRAWN,
    /** Paired, but the game is pending or was annulled (no result). */
    UNDECIDED,
    /** Neither paired nor given a bye. */
    UNPAIRED
}
