package dev.tengen.tournament.service.api;

import java.util.List;

/**
 * The offices of a tournament (Incheon 2013 duties): one Technical Delegate, who appoints and dismisses the others
 * (art. 1.2), one Chief Referee (art. 2), referees, and an Arbitration Committee of arbitrators, one of whom is
 * designated the liaison (art. 3.2).
 */
public final class OfficialRoles {

    public static final String TECHNICAL_DELEGATE = "technical-delegate";
    public static final String CHIEF_REFEREE = "chief-referee";
    public static final String REFEREE = "referee";
    public static final String ARBITRATOR = "arbitrator";
    public static final String ARBITRATION_LIAISON = "arbitration-liaison";

    /** The offices of the Arbitration Committee: its members, one of whom is the liaison (Incheon 2013 arbitration art. 2.2). */
    public static final List<String> COMMITTEE = List.of(ARBITRATOR, ARBITRATION_LIAISON);

    public static final List<String> NAMES =
            List.of(TECHNICAL_DELEGATE, CHIEF_REFEREE, REFEREE, ARBITRATOR, ARBITRATION_LIAISON);

    /** Offices held by one person at a time. */
    public static final List<String> SINGLE = List.of(TECHNICAL_DELEGATE, CHIEF_REFEREE, ARBITRATION_LIAISON);

    /**
     * The role an office gives its holder in that tournament's requests: a committee member, the liaison too, sits as
     * an arbitrator (Incheon 2013 arbitration art. 2.2); every other office is its own role.
     */
    public static String roleOf(String office) {
        return COMMITTEE.contains(office) ? ARBITRATOR : office;
    }

    private OfficialRoles() {
    }
}
