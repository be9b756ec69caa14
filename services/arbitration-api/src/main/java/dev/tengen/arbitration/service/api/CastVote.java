package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * A member present votes, with an opinion that stays inside the committee until the ruling (Incheon 2013 arbitration art. 2.4,
 * 2.5, 3.6).
 *
 * @param member the member's person id: the signed-in arbitrator
 * @param opinion the member's reasoning, not final; empty if none
 */
public record CastVote(@TargetAggregateIdentifier String appealId, String member, RulingDecision decision,
        String opinion, String by, Instant at) {
    public CastVote {
        Objects.requireNonNull(appealId, "appealId");
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(decision, "decision");
        Objects.requireNonNull(opinion, "opinion");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
