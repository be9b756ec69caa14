package dev.tengen.pairing.criteria;

/**
 * How players of one score group, ordered strongest first, are paired: the top half against the
 * bottom half (OpenGotha pairing settings; EGF Tournament System Rules, McMahon).
 */
public enum Seeding {
    /** 1 against n, 2 against n-1, ... */
    SPLIT_AND_FOLD,
    /** 1 against n/2+1, 2 against n/2+2, ... */
    SPLIT_AND_SLIP,
    /** any top-half player against any bottom-half player, chosen by lot */
    SPLIT_AND_RANDOM
}
