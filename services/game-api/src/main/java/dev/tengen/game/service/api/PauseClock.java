package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/** The referee stops both clocks for a break (Chinese 2002 art. 14: break time is no one's thinking time). */
public record PauseClock(@TargetAggregateIdentifier String gameId, @TargetAggregateVersion Long expectedVersion,
        String by, Instant at) {

    public PauseClock {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
