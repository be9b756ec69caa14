package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A player asks for the count again before the result is confirmed (Incheon 2013 code art. 4.4; Chinese 2002
 * art. 16.4).
 *
 * @param color the player asking, "black" or "white"
 */
public record RequestRecount(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        String color,
        String by,
        Instant at) {

    public RequestRecount {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
