package dev.tengen.rules;

/** Whether a play may leave its own stones without a liberty. */
public enum SuicideRule {
    /** A play that leaves its own chain breathless is forbidden unless it captures (Korean 2016 art. 5). */
    FORBIDDEN,
    /** Self-removal of a single stone is forbidden, of a group allowed (Ing 1991 art. 1). */
    MULTI_STONE_ALLOWED
}
