package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * The referee records that a late player arrived at {@code at}; the lateness is counted from the clock's start.
 *
 * @param color the player who arrived, "black" or "white"
 */
public record RecordArrival(@TargetAggregateIdentifier String gameId, @TargetAggregateVersion Long expectedVersion,
        String color, String by, Instant at) {

    public RecordArrival {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
