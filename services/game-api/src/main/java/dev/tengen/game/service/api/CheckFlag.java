package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/** The referee reads the clock at {@code at}: if the running player's flag has fallen, he loses on time. */
public record CheckFlag(@TargetAggregateIdentifier String gameId, @TargetAggregateVersion Long expectedVersion,
        String by, Instant at) {

    public CheckFlag {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
