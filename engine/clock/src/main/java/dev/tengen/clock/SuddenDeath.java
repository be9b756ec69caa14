package dev.tengen.clock;

import java.time.Duration;
import java.util.Objects;

/**
 * Absolute time: the game must be finished within the basic time, and the player whose time runs out
 * loses (Chinese 2002 art. 12.4).
 */
public record SuddenDeath(Duration basicTime, String article) implements TimeSystem {

    /** AGA-style rules (seed 001) rule 12: absolute time, 30 minutes to each player. */
    public static final SuddenDeath AGA_30_MINUTES = new SuddenDeath(Duration.ofMinutes(30), "AGA rule 12");

    public SuddenDeath {
        TimeSystem.requirePositive(basicTime, "basic time");
        Objects.requireNonNull(article, "article");
    }

    /** Sudden death as Chinese 2002 art. 12.4 defines it. */
    public static SuddenDeath of(Duration basicTime) {
        return new SuddenDeath(basicTime, "Chinese 2002 art. 12.4");
    }

    @Override
    public boolean flagFallsAtLimit() {
        return true;
    }
}
