package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * The referees answer a protest (Incheon 2013 arbitration art. 1.1-1.2).
 *
 * @param expectedVersion the protest version the caller last saw, or null to skip the check
 * @param referee the referee who decided (the Chief Referee or a referee)
 * @param reasons in words, empty if none
 * @param at the time of the referees' decision: the 15-minute appeal window runs from it
 */
public record DecideProtest(@TargetAggregateIdentifier String protestId, @TargetAggregateVersion Long expectedVersion,
        ProtestDecision decision, String referee, String reasons, String by, Instant at) {

    public DecideProtest {
        Objects.requireNonNull(protestId, "protestId");
        Objects.requireNonNull(decision, "decision");
        Objects.requireNonNull(referee, "referee");
        Objects.requireNonNull(reasons, "reasons");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
