package dev.tengen.tournament;

/** Whether a player's registration is confirmed (OpenGotha pairs only finally registered players). */
public enum Registration {
    /** Registered in advance, not yet confirmed on site (OpenGotha "PRE"). */
    PRELIMINARY,
    /** Confirmed (OpenGotha "FIN"). */
    FINAL
}
