package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * The Arbitration Committee rules on a valid appeal (Incheon 2013 arbitration art. 2.4, 3.6, 3.8): the decision is the one a
 * majority of the members present voted for; without a majority the Technical Delegate decides.
 *
 * @param expectedVersion the appeal version the caller last saw, or null to skip the check
 * @param membersPresent at least two members
 * @param votes at most one per member present; a present member without a vote abstains
 * @param technicalDelegate the Technical Delegate's name when the vote is tied, else null
 * @param technicalDelegateDecision the Technical Delegate's decision when the vote is tied, else null
 * @param newResult the game's result after the ruling, when the ruling changes it; else null
 * @param reasons the committee's description of the case and reasons
 */
public record RuleOnAppeal(
        @TargetAggregateIdentifier String appealId,
        @TargetAggregateVersion Long expectedVersion,
        List<String> membersPresent,
        List<Vote> votes,
        String technicalDelegate,
        RulingDecision technicalDelegateDecision,
        NewResult newResult,
        String reasons,
        String by,
        Instant at) {

    public RuleOnAppeal {
        Objects.requireNonNull(appealId, "appealId");
        membersPresent = List.copyOf(Objects.requireNonNull(membersPresent, "membersPresent"));
        votes = List.copyOf(Objects.requireNonNull(votes, "votes"));
        Objects.requireNonNull(reasons, "reasons");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
