package dev.tengen.tournament;

/** Where in a score group the player drawn up or down comes from (OpenGotha's TOP, MID, BOT). */
public enum DrawPosition {
    TOP,
    MIDDLE,
    BOTTOM
}
