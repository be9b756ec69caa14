package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Asks whether the half-hour target for the ruling has passed (Incheon 2013 arbitration art. 3.2); records it once if so. */
public record CheckRulingDeadline(@TargetAggregateIdentifier String appealId, String by, Instant at) {
    public CheckRulingDeadline {
        Objects.requireNonNull(appealId, "appealId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
