package dev.tengen.pairing.knockout;

/** How the seeds take their places (Chinese 2002 App. 1.2). */
public enum SeedPlacement {
    /** First seeds are drawn among the first-seed places, second seeds among the second-seed places. */
    DRAWN,
    /** Seeds in their order of strength, spread over the areas by the snake-shaped drawing. */
    SNAKE
}
