package dev.tengen.platform.arbitration;

import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.ArbitrationRefused;
import dev.tengen.platform.tournament.CommitteeView;
import dev.tengen.platform.tournament.OfficialView;
import dev.tengen.platform.tournament.TournamentPlay;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/**
 * A tournament's Arbitration Committee: the persons the Technical Delegate appointed as arbitrators and the one
 * designated liaison (000 ch. 3 art. 1.2, ch. 4 art. 2.2). A signed-in account is a member when its name is the
 * person id of one of them.
 */
@ApplicationScoped
public class Committee {

    private final TournamentPlay play;

    Committee(TournamentPlay play) {
        this.play = play;
    }

    /** The members' person ids, in order of appointment; empty when none is appointed. */
    public List<String> members(String tournamentId) {
        return play.committee(tournamentId).members().stream().map(OfficialView::personId).toList();
    }

    /**
     * Refuses the committee's meeting or ruling while members are appointed but fewer than its make-up asks, or
     * without the liaison (000 ch. 4 art. 2.2). A tournament that appoints no member at all keeps its committee off
     * the platform: the ruling then names the members present itself, as before make-ups existed.
     */
    public void requireComplete(String tournamentId, String appealId) {
        CommitteeView committee = play.committee(tournamentId);
        if (!committee.members().isEmpty() && !committee.complete()) {
            throw new ArbitrationRefused(ArbitrationRefusal.COMMITTEE_INCOMPLETE, committee.lacking()
                    + " Appeal " + appealId + " waits for the Technical Delegate's appointments.");
        }
    }

    public boolean isMember(String tournamentId, String account) {
        return members(tournamentId).stream().anyMatch(member -> member.equalsIgnoreCase(account));
    }
}
