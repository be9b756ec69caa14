package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The Technical Delegate accepts or declines a sanction the Arbitration Committee recommended on this appeal (000
 * ch. 4 art. 2.6: the committee recommends, the Technical Delegate decides).
 *
 * @param recommendation which recommendation, numbered from 1 in the order the committee made them
 * @param playerId the tournament's player disqualified, when a disqualification is accepted; null otherwise
 * @param reasons why, as the Technical Delegate records it
 */
public record DecideSanction(@TargetAggregateIdentifier String appealId, int recommendation, boolean accepted,
        String playerId, String reasons, String by, Instant at) {

    public DecideSanction {
        Objects.requireNonNull(appealId, "appealId");
        Objects.requireNonNull(reasons, "reasons");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
