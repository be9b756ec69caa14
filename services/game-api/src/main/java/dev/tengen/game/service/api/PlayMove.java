package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A stone played as recorded at the board. The game decides, with the engine, whether it stands; an illegal
 * attempt is ruled on by the competition code (see {@link IllegalMoveRejected}).
 *
 * @param expectedVersion the game version the caller last saw, or null to skip the check
 * @param color "black" or "white" (also "B" or "W")
 * @param point in A1 notation as seen by Black, I skipped: "Q16"
 */
public record PlayMove(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        String color,
        String point,
        String by,
        Instant at) {

    public PlayMove {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
