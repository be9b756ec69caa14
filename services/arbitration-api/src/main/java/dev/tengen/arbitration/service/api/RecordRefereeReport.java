package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The referee's report on the matter, on which the committee investigates with the appeal form (Incheon 2013 arbitration art. 3.4).
 *
 * @param referee the referee who reports
 * @param report in words
 */
public record RecordRefereeReport(@TargetAggregateIdentifier String appealId, String referee, String report, String by,
        Instant at) {
    public RecordRefereeReport {
        Objects.requireNonNull(appealId, "appealId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
