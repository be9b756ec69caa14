package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A player resigns; allowed at any moment of play, whoever is to move.
 *
 * @param color the resigning side, "black" or "white"
 */
public record Resign(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        String color,
        String by,
        Instant at) {

    public Resign {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
