package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * The Chief Referee concurs with or overrules the penalty a referee proposed (Incheon 2013 duties art. 2.5).
 *
 * @param decisionId the referee's decision awaiting review
 * @param concur true to concur (the penalty takes effect), false to overrule it (it never does)
 * @param reason why, in words; required to overrule
 */
public record ReviewPenalty(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        String decisionId,
        boolean concur,
        String reason,
        String by,
        Instant at) {

    public ReviewPenalty {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
