package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.CommitteeMakeUp;
import dev.tengen.tournament.service.api.OfficialRoles;
import java.util.List;

/**
 * A tournament's Arbitration Committee as {@code GET /api/v1/tournaments/{id}/committee} shows it: its make-up, the
 * members in office and whether it is complete (Incheon 2013 arbitration art. 2.2).
 *
 * @param members the arbitrators and the liaison in office, in order of appointment
 * @param lacking what the committee still needs, as a sentence; null when complete
 */
public record CommitteeView(int size, List<String> nationalities, List<OfficialView> members, boolean complete,
        String lacking) {

    static CommitteeView of(CommitteeMakeUp makeUp, List<OfficialView> officials) {
        List<OfficialView> members = officials.stream()
                .filter(official -> OfficialRoles.COMMITTEE.contains(official.role())).toList();
        boolean liaison = members.stream().anyMatch(m -> m.role().equals(OfficialRoles.ARBITRATION_LIAISON));
        String lacking = makeUp.lacking(members.size(), liaison).orElse(null);
        return new CommitteeView(makeUp.size(), makeUp.nationalities(), members, lacking == null, lacking);
    }
}
