package dev.tengen.rank;

/** A game's result from one player's side, as Chinese 2002 Table 4 scores it. */
public enum PlayerResult {
    WIN,
    TIE,
    LOSS
}
