package dev.tengen.arbitration.service.api;

/** What the Arbitration Committee may do with a referee's decision (Incheon 2013 arbitration art. 2.4). */
public enum RulingDecision {
    /** The referee's decision stands: the appeal is lost. */
    UPHOLD,
    /** Part of the referee's decision is commuted: the appeal is won in part, which counts as won. */
    COMMUTE,
    /** The referee's decision is overruled: the appeal is won. */
    OVERRULE;

    /** Whether the complainant won (and gets the deposit back, Incheon 2013 arbitration art. 1.4). */
    public boolean appealWon() {
        return this != UPHOLD;
    }
}
