package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The tournament corrected a published round's pairing and this game's board changed: the game is void, with the
 * correction's reason, and refuses every command afterwards. Its board's new game is another game.
 *
 * @param reason the correction's reason, which the audit keeps
 */
public record VoidGame(@TargetAggregateIdentifier String gameId, String reason, String by, Instant at) {

    public VoidGame {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
