package dev.tengen.rules;

/** How a handicap is given. */
public enum HandicapMethod {
    /** Stones on fixed star points, then White moves (AGA rule 2; Korean 2013 art. 3.1). */
    FIXED_STONES,
    /** Black places the stones where he likes, then White moves. */
    FREE_PLACEMENT,
    /** Black makes N+1 board plays with White's mandatory pass plays between them, no setup stones (Ing 1991 art. 6). */
    ING_HANDICAP_PLAYS
}
