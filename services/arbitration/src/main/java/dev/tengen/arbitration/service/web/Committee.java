package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.ArbitrationRefused;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A tournament's Arbitration Committee: the persons the Technical Delegate appointed as arbitrators and the one
 * designated liaison (Incheon 2013 duties art. 1.2, ch. 4 art. 2.2). A signed-in account is a member when its name is the
 * person id of one of them.
 */
@ApplicationScoped
public class Committee {

    private final TournamentFacts tournaments;

    Committee(TournamentFacts tournaments) {
        this.tournaments = tournaments;
    }

    /** The members' person ids, in order of appointment; empty when none is appointed. */
    public List<String> members(String tournamentId) {
        return tournaments.committee(tournamentId).members();
    }

    /**
     * Refuses the committee's meeting or ruling while members are appointed but fewer than its make-up asks, or
     * without the liaison (Incheon 2013 arbitration art. 2.2). A tournament that appoints no member at all keeps its committee off
     * the platform: the ruling then names the members present itself, as before make-ups existed.
     */
    public void requireComplete(String tournamentId, String appealId) {
        TournamentFacts.CommitteeInOffice committee = tournaments.committee(tournamentId);
        if (!committee.members().isEmpty() && !committee.complete()) {
            throw new ArbitrationRefused(ArbitrationRefusal.COMMITTEE_INCOMPLETE, committee.lacking()
                    + " Appeal " + appealId + " waits for the Technical Delegate's appointments.");
        }
    }

    public boolean isMember(String tournamentId, String account) {
        return members(tournamentId).stream().anyMatch(member -> member.equalsIgnoreCase(account));
    }

    /**
     * The one place that says who speaks for the committee on an appeal (Incheon 2013 arbitration art. 2.1, 3.6): a member of the
     * tournament's committee when it has one on the platform, otherwise an arbitrator. A Technical Delegate who is
     * not a member does not rule for it (only decides a tie, {@link #requireTechnicalDelegate}).
     */
    public void requireRulingMember(String tournamentId, String account, boolean arbitrator, String appealId) {
        boolean speaks = members(tournamentId).isEmpty() ? arbitrator : isMember(tournamentId, account);
        if (!speaks) {
            throw new ArbitrationRefused(ArbitrationRefusal.NOT_COMMITTEE_MEMBER, account + " is not on the Arbitration"
                    + " Committee of this tournament, which alone rules on appeal " + appealId + " (Incheon 2013 arbitration art. 2.1).");
        }
    }

    /**
     * A ruling that names its members present and votes itself (no meeting on the platform) names only the
     * committee's members when it has members here, each once: a list taken unchecked let a referee and a player
     * out-vote a member 2-1, recorded as the committee's ruling.
     */
    public void requireMembersPresent(String tournamentId, Ruling ruling) {
        List<String> members = members(tournamentId);
        if (members.isEmpty()) {
            return;
        }
        List<String> named = new ArrayList<>(ruling.membersPresent() == null ? List.of() : ruling.membersPresent());
        (ruling.votes() == null ? List.<Ruling.VoteEntry>of() : ruling.votes()).forEach(vote -> named.add(vote.member()));
        Set<String> present = new HashSet<>();
        for (String name : ruling.membersPresent() == null ? List.<String>of() : ruling.membersPresent()) {
            if (name != null && !present.add(name.strip().toLowerCase(Locale.ROOT))) {
                throw new ArbitrationRefused(ArbitrationRefusal.NOT_COMMITTEE_MEMBER, name + " is named twice among the"
                        + " members present; each member sits and votes once (Incheon 2013 arbitration art. 3.6).");
            }
        }
        for (String name : named) {
            if (name == null || members.stream().noneMatch(member -> member.equalsIgnoreCase(name.strip()))) {
                throw new ArbitrationRefused(ArbitrationRefusal.NOT_COMMITTEE_MEMBER, name + " is not on the Arbitration"
                        + " Committee of this tournament " + members + "; only its members sit and vote"
                        + " (Incheon 2013 arbitration art. 2.2, 3.6).");
            }
        }
    }

    /**
     * The tournament's appointed Technical Delegate alone acts as such for it; where it appointed none on the
     * platform, whoever holds the technical-delegate role does. A federation-wide delegate account decided a tie in
     * a tournament that had its own delegate.
     */
    public void requireTechnicalDelegate(String tournamentId, String account, String what) {
        Optional<String> delegate = tournaments.technicalDelegate(tournamentId);
        if (delegate.isPresent() && !delegate.get().equalsIgnoreCase(account)) {
            throw new ArbitrationRefused(ArbitrationRefusal.NOT_THE_TECHNICAL_DELEGATE, "The Technical Delegate of this"
                    + " tournament (" + delegate.get() + ") alone " + what + "; " + account + " is not.");
        }
    }
}
