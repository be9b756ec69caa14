package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * The referee starts the game clock, normally at the scheduled start: the side to move runs, present or not
 * (lateness is then measured from {@code at}).
 */
public record StartClock(@TargetAggregateIdentifier String gameId, @TargetAggregateVersion Long expectedVersion,
        String by, Instant at) {

    public StartClock {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
