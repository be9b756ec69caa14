package dev.tengen.rules;

/** What a pass costs. */
public enum PassRule {
    /** A pass gives up the turn and nothing else (Chinese 2002 art. 2.5; Korean 2016 art. 11). */
    FREE,
    /** The passer hands the opponent a pass stone, counted as a prisoner (AGA rule 6). */
    PASS_STONE
}
