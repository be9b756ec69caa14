package dev.tengen.service.web.security;

import java.util.List;

/**
 * The roles of ARCHITECTURE.md, as the account file and Keycloak's tokens name them. They are strings, not an
 * enum, because {@code @RolesAllowed} takes constants: every write endpoint names the roles it admits with these.
 */
public final class Roles {

    public static final String ORGANIZER = "organizer";
    public static final String TECHNICAL_DELEGATE = "technical-delegate";
    public static final String CHIEF_REFEREE = "chief-referee";
    public static final String REFEREE = "referee";
    public static final String ARBITRATOR = "arbitrator";
    public static final String PLAYER = "player";
    public static final String TEAM_LEADER = "team-leader";
    public static final String AUDITOR = "auditor";

    public static final List<String> ALL = List.of(ORGANIZER, TECHNICAL_DELEGATE, CHIEF_REFEREE, REFEREE, ARBITRATOR,
            PLAYER, TEAM_LEADER, AUDITOR);

    private Roles() {
    }
}
