package dev.tengen.arbitration.service.web;

import java.util.List;

/** The bodies of the committee's writes on an appeal (Incheon 2013 arbitration art. 2.4-3.6). */
public final class CommitteeRequests {

    private CommitteeRequests() {
    }

    /** {@code POST .../referee-report}: the referee's report on the matter (art. 3.4). */
    public record RefereeReport(String referee, String report) {
    }

    /** {@code POST .../testimonies}: what a witness or person concerned told the committee (art. 3.4-3.5). */
    public record Testimony(String witness, String testimony) {
    }

    /** {@code POST .../meeting}: the members present (person ids), at least two (art. 3.6). */
    public record Meeting(List<String> membersPresent) {
    }

    /** {@code POST .../votes}: the signed-in member's vote (uphold, commute, overrule) and draft opinion (art. 2.4-2.5). */
    public record Ballot(String decision, String opinion) {
    }

    /**
     * {@code POST .../sanction-recommendations}: against whom, which sanction (warning, public-reprimand,
     * disqualification) and why (art. 2.6).
     */
    public record Recommendation(String against, String sanction, String reasons) {
    }

    /**
     * {@code POST .../sanction-decisions}: the Technical Delegate accepts or declines the committee's recommendation
     * number {@code recommendation} (from 1, as the appeal lists them), with reasons; an accepted disqualification
     * names the tournament's player (art. 2.6).
     */
    public record SanctionDecision(Integer recommendation, Boolean accepted, String playerId, String reasons) {
    }
}
