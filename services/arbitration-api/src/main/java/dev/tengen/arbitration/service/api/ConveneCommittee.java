package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The Arbitration Committee meets on the appeal (Incheon 2013 arbitration art. 3.4, 3.6).
 *
 * @param committee the tournament's appointed arbitrators and liaison (person ids), read from the tournament
 * @param membersPresent the members at the meeting: at least two, all of the committee
 */
public record ConveneCommittee(@TargetAggregateIdentifier String appealId, List<String> committee,
        List<String> membersPresent, String by, Instant at) {
    public ConveneCommittee {
        Objects.requireNonNull(appealId, "appealId");
        committee = List.copyOf(Objects.requireNonNull(committee, "committee"));
        membersPresent = List.copyOf(Objects.requireNonNull(membersPresent, "membersPresent"));
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
