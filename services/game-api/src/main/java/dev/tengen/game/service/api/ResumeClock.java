package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/** The referee restarts the clock after a break, whether or not the players are back (Chinese 2002 art. 22.1). */
public record ResumeClock(@TargetAggregateIdentifier String gameId, @TargetAggregateVersion Long expectedVersion,
        String by, Instant at) {

    public ResumeClock {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
