package dev.tengen.arbitration.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.arbitration.service.api.NewResult;
import dev.tengen.arbitration.service.api.RuleOnAppeal;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Vote;
import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.List;

/**
 * The body of {@code POST /api/v1/appeals/{id}/ruling}.
 *
 * @param membersPresent at least two; left out when the committee met and its members voted ({@code .../votes})
 * @param votes each member's decision: uphold, commute or overrule; left out, like {@code membersPresent}, after a
 *     meeting
 * @param technicalDelegate the delegate's name; the signed-in Technical Delegate when left out
 * @param technicalDelegate and {@code technicalDelegateDecision}: only when no decision has a majority
 * @param newResult the game's new result when the ruling changes it
 * @param reasons the committee's description of the case
 */
public record Ruling(List<String> membersPresent, List<VoteEntry> votes, String technicalDelegate,
        String technicalDelegateDecision, ResultEntry newResult, String reasons) {

    public record VoteEntry(String member, String decision) {
    }

    /** @param outcome black-wins, white-wins, draw, both-lose, no-result; @param result as SGF writes it */
    public record ResultEntry(String outcome, String result) {
    }

    /** @param delegateName the Technical Delegate's name when the request leaves it out (the signed-in delegate) */
    RuleOnAppeal toCommand(String appealId, Long expectedVersion, String delegateName, String by, Instant at) {
        List<Vote> cast = (votes == null ? List.<VoteEntry>of() : votes).stream()
                .map(vote -> new Vote(Fields.required(vote.member(), "votes.member"),
                        Fields.choice(Fields.required(vote.decision(), "votes.decision"), RulingDecision.class,
                                "votes.decision")))
                .toList();
        NewResult result = newResult == null ? null
                : new NewResult(Fields.choice(Fields.required(newResult.outcome(), "newResult.outcome"), Outcome.class,
                        "newResult.outcome"), Fields.required(newResult.result(), "newResult.result"));
        return new RuleOnAppeal(appealId, expectedVersion, membersPresent == null ? List.of() : membersPresent, cast,
                technicalDelegate == null ? delegateName : technicalDelegate, Fields.choice(technicalDelegateDecision, RulingDecision.class,
                        "technicalDelegateDecision"), result, Fields.required(reasons, "reasons"), by, at);
    }
}
