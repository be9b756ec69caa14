package dev.tengen.tournament;

/** How the players of one score group, strongest first, are paired (OpenGotha's seeding systems). */
public enum Seeding {
    /** 1 against n, 2 against n-1, ... */
    SPLIT_AND_FOLD,
    /** 1 against n/2+1, 2 against n/2+2, ... */
    SPLIT_AND_SLIP,
    /** any top-half player against any bottom-half player, by lot */
    SPLIT_AND_RANDOM
}
