package dev.tengen.rules;

/** Which recurring positions a play may not create. */
public enum KoRule {
    /** No immediate recapture of a single stone in a ko; longer cycles are left to {@link RepetitionRule}. */
    SIMPLE,
    /** No whole-board position may recur (Chinese 2002 art. 6). */
    POSITIONAL_SUPERKO,
    /** No whole-board position may recur with the same player to move (AGA rule 5). */
    SITUATIONAL_SUPERKO,
    /** Ing's SST ko rule: hot stones wait one play; a disturber may not recycle (Ing 1991 art. 3). */
    ING_SST
}
