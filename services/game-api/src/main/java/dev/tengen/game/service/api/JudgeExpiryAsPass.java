package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Chinese 2002 art. 22.5: the player whose last byoyomi period ran out appealed, and the referee judges the lack of a
 * move a pass; the loss on time proposed for it is set aside and the game goes on.
 *
 * @param color the player who lost on time and appealed, "black" or "white"
 */
public record JudgeExpiryAsPass(@TargetAggregateIdentifier String gameId, @TargetAggregateVersion Long expectedVersion,
        String color, String by, Instant at) {

    public JudgeExpiryAsPass {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
