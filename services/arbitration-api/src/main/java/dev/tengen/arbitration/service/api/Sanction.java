package dev.tengen.arbitration.service.api;

/** What the committee may recommend against those who disregard its ruling (Incheon 2013 arbitration art. 2.6). */
public enum Sanction {
    WARNING,
    PUBLIC_REPRIMAND,
    /** For serious disobedience: requested of the Games' organizer through the Technical Delegate. */
    DISQUALIFICATION;

    /** As a sentence says it: "warning", "public reprimand", "disqualification". */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
