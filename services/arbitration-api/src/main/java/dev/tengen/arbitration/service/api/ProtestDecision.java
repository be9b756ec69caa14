package dev.tengen.arbitration.service.api;

/** The referees' answer to a protest (Incheon 2013 arbitration art. 1.1-1.2). */
public enum ProtestDecision {
    /** The referees accept the protest and review their judgment: nothing to appeal. */
    ACCEPTED,
    /** The referees keep their judgment: the complainant may appeal within 15 minutes. */
    REJECTED
}
