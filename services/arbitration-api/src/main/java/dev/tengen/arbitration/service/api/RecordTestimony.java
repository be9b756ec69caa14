package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * What a witness or another person concerned told the committee, who are obliged to answer sincerely (Incheon 2013 arbitration
 * art. 3.4-3.5).
 *
 * @param witness the person heard
 * @param testimony in words
 */
public record RecordTestimony(@TargetAggregateIdentifier String appealId, String witness, String testimony, String by,
        Instant at) {
    public RecordTestimony {
        Objects.requireNonNull(appealId, "appealId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
