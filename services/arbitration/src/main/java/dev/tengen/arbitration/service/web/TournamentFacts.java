package dev.tengen.arbitration.service.web;

import java.util.List;
import java.util.Optional;

/**
 * What arbitration reads of the tournament it serves: whether it exists, its players, its Arbitration Committee and
 * its Technical Delegate. The tournament service owns these facts; the deployment says where arbitration reads them
 * (in the embedded platform, the tournament's own projections).
 */
public interface TournamentFacts {

    /** Whether the tournament was created. */
    boolean exists(String tournamentId);

    /** Whether the tournament was configured (its settings are on record). */
    boolean configured(String tournamentId);

    /** Whether the tournament lists the player among its players. */
    boolean registered(String tournamentId, String playerId);

    /** The tournament's Arbitration Committee as appointed (Incheon 2013 arbitration art. 2.2). */
    CommitteeInOffice committee(String tournamentId);

    /** The person id of the tournament's appointed Technical Delegate; empty when it appointed none. */
    Optional<String> technicalDelegate(String tournamentId);

    /**
     * @param members the person ids of the arbitrators and the liaison in office, in order of appointment
     * @param lacking what the committee still needs, as a sentence; null when complete
     */
    record CommitteeInOffice(List<String> members, boolean complete, String lacking) {
    }
}
