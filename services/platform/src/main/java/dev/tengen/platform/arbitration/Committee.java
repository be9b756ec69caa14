package dev.tengen.platform.arbitration;

import dev.tengen.tournament.service.api.OfficialRoles;
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
        return play.officials(tournamentId).stream()
                .filter(official -> OfficialRoles.COMMITTEE.contains(official.role()))
                .map(OfficialView::personId)
                .toList();
    }

    public boolean isMember(String tournamentId, String account) {
        return members(tournamentId).stream().anyMatch(member -> member.equalsIgnoreCase(account));
    }
}
