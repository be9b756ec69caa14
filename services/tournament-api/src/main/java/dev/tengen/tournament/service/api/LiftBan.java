package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Ends a ban before its term, with the reason (an appeal won, a federation's pardon). */
public record LiftBan(@TargetAggregateIdentifier String banId, String reason, String by, Instant at) {

    public LiftBan {
        Objects.requireNonNull(banId, "banId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
