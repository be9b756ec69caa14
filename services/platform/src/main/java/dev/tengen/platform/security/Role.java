package dev.tengen.platform.security;

/**
 * The roles of ARCHITECTURE.md. Authentication is not wired yet: every request acts as
 * {@link Actor#UNAUTHENTICATED}. When it is, each write endpoint admits the roles its documentation names,
 * and a test proves the other roles get 403.
 */
public enum Role {
    ORGANIZER("organizer"),
    TECHNICAL_DELEGATE("technical-delegate"),
    CHIEF_REFEREE("chief-referee"),
    REFEREE("referee"),
    ARBITRATOR("arbitrator"),
    PLAYER("player"),
    TEAM_LEADER("team-leader"),
    AUDITOR("auditor");

    private final String wireName;

    Role(String wireName) {
        this.wireName = wireName;
    }

    /** The role's name in tokens and account files. */
    public String wireName() {
        return wireName;
    }
}
