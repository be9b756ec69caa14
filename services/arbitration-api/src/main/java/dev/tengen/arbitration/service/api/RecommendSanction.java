package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The committee recommends to the Technical Delegate a sanction against a team or person who keeps disregarding
 * its ruling (Incheon 2013 arbitration art. 2.6).
 *
 * @param against the team or person
 * @param reasons how the ruling was disregarded
 */
public record RecommendSanction(@TargetAggregateIdentifier String appealId, String against, Sanction sanction,
        String reasons, String by, Instant at) {
    public RecommendSanction {
        Objects.requireNonNull(appealId, "appealId");
        Objects.requireNonNull(sanction, "sanction");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
