package dev.tengen.conduct;

/** Where the playing site stands from the players' lodging, which sets the Chinese lateness limit. */
public enum Venue {
    /** Chinese 2002 art. 22.1: one hour. */
    AWAY_FROM_LODGING,
    /** Chinese 2002 art. 22.2: fifteen minutes. */
    NEAR_LODGING
}
