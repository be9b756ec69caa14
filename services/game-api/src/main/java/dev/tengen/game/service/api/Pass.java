package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A pass as recorded at the board.
 *
 * @param color "black" or "white"
 */
public record Pass(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        String color,
        String by,
        Instant at) {

    public Pass {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
