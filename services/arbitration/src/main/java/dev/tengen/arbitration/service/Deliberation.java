package dev.tengen.arbitration.service;

import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Vote;
import dev.tengen.conduct.AppealRules;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The committee's meeting on an appeal: who is present, and one vote each (Incheon 2013 arbitration art. 3.6). */
final class Deliberation {

    private Deliberation() {
    }

    /** The members present, named once each and at least two; all of {@code committee} when it is not empty. */
    static List<String> membersPresent(List<String> listed, List<String> committee) {
        List<String> present = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String member : listed) {
            Rules.requireText(member, ArbitrationRefusal.MEMBER_NAME_BLANK, "Every member present needs a name.");
            if (!seen.add(member.strip().toLowerCase(Locale.ROOT))) {
                throw Rules.refuse(ArbitrationRefusal.MEMBER_LISTED_TWICE, member.strip() + " is listed twice among the"
                        + " members present.");
            }
            if (!committee.isEmpty() && committee.stream().noneMatch(m -> m.equalsIgnoreCase(member.strip()))) {
                throw Rules.refuse(ArbitrationRefusal.MEMBER_NOT_ON_COMMITTEE, member.strip() + " is not on the"
                        + " tournament's Arbitration Committee " + committee + " (Incheon 2013 arbitration art. 2.2, 3.6).");
            }
            present.add(member.strip());
        }
        if (present.size() < AppealRules.MIN_MEMBERS_PRESENT) {
            throw Rules.refuse(ArbitrationRefusal.TOO_FEW_MEMBERS, "The Arbitration Committee convenes with at least "
                    + AppealRules.MIN_MEMBERS_PRESENT + " members present; " + present.size() + " is not enough (Incheon 2013 arbitration art. 3.6).");
        }
        return present;
    }

    /** The member present who casts {@code vote}, as the meeting lists them; refused when absent or voting again. */
    static String voter(String member, List<String> present, Set<String> alreadyVoted) {
        String voter = present.stream().filter(name -> name.equalsIgnoreCase(member.strip())).findFirst()
                .orElseThrow(() -> Rules.refuse(ArbitrationRefusal.VOTE_BY_ABSENT_MEMBER, member.strip()
                        + " voted but is not among the members present " + present + " (Incheon 2013 arbitration art. 3.6)."));
        if (alreadyVoted.contains(voter.toLowerCase(Locale.ROOT))) {
            throw Rules.refuse(ArbitrationRefusal.MEMBER_VOTED_TWICE, voter + " voted twice; each member present"
                    + " has one vote (Incheon 2013 arbitration art. 3.6).");
        }
        return voter;
    }

    /** The votes cast at a meeting recorded in one go: one per member present. */
    static List<Vote> votes(List<Vote> cast, List<String> present) {
        List<Vote> votes = new ArrayList<>();
        Set<String> voted = new HashSet<>();
        for (Vote vote : cast) {
            String member = voter(vote.member(), present, voted);
            voted.add(member.toLowerCase(Locale.ROOT));
            votes.add(new Vote(member, vote.decision()));
        }
        return votes;
    }

    static Map<RulingDecision, Integer> tally(List<Vote> votes) {
        Map<RulingDecision, Integer> tally = new EnumMap<>(RulingDecision.class);
        votes.forEach(vote -> tally.merge(vote.decision(), 1, Integer::sum));
        return tally;
    }

    static String word(RulingDecision decision) {
        return decision.name().toLowerCase(Locale.ROOT);
    }

    static String describe(Map<RulingDecision, Integer> tally) {
        if (tally.isEmpty()) {
            return "no votes";
        }
        List<String> counts = new ArrayList<>();
        tally.forEach((decision, count) -> counts.add(count + " to " + word(decision)));
        return String.join(", ", counts);
    }
}
