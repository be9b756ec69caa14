package dev.tengen.rules;

/** How the final position is counted. */
public enum ScoringMethod {
    /** Territory plus prisoners (Korean 2016 art. 12; AGA rule 11 counting by territory). */
    TERRITORY,
    /** Stones plus surrounded points (Chinese 2002 art. 9; AGA rule 11 counting by area). */
    AREA,
    /** Ing's fill-in counting: stones and spaces are territory, result as a difference value (Ing 1991 art. 4). */
    ING_FILL_IN
}
