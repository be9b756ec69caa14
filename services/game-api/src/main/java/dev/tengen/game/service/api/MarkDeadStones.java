package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * One player's marking of the dead stones, after the passes that stop play. When both players' latest
 * markings name the same stones the game is counted.
 *
 * @param color the player marking, "black" or "white"
 * @param points the stones the player holds dead, in A1 notation (empty: none)
 */
public record MarkDeadStones(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        String color,
        List<String> points,
        String by,
        Instant at) {

    public MarkDeadStones {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(color, "color");
        points = List.copyOf(points);
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
